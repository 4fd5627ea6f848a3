// Cairo for Arabic text, only the weights used; imported on Arabic pages only (see fonts.ts).
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
