// Cairo for Arabic text, one variable font for every weight (fonts-cairo.css); imported on Arabic pages only (see fonts.ts).
import './fonts-cairo.css';
import { loadLatinFont } from './latin-font';

/*
 * What `document.fonts.load` asks for: a face at one weight (each file is variable: every weight), by a size the
 * shorthand needs but that chooses no face, and by a character the face covers — Cairo's covers Arabic letters only,
 * and a load without text (a space) would ask for nothing.
 */
const CAIRO = "400 1em 'Cairo'";
const ARABIC_TEXT = 'ع';

/** An Arabic page's fonts, asked for now rather than when text first uses them: Cairo, and Inter for the Latin words of Arabic text (a product's "S24 Ultra 5G", prices). */
export const loadArabicPageFonts = () => Promise.all([document.fonts.load(CAIRO, ARABIC_TEXT), loadLatinFont()]);
