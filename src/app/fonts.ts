// Self-hosted fonts (never a font CDN): Inter for Latin text on every page, only the weights used.
// Fontsource declares font-display: swap and unicode ranges, so a page downloads only what it shows.
// Cairo (Arabic) is its own stylesheet, loaded on Arabic pages only (fonts-arabic.ts): an English page
// shows one Arabic word (the language switch), not worth 40 kB of font (decision 011-h11).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
