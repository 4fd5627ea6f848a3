// Self-hosted fonts (never a font CDN): Inter for Latin text, Cairo for Arabic; only the weights used.
// Fontsource declares font-display: swap and unicode ranges, so a page downloads only what it shows.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
