// Self-hosted fonts (never a font CDN): Inter for Latin text on every page, one variable font for every weight
// (fonts-inter.css). Cairo (Arabic) is its own stylesheet, loaded on Arabic pages only (fonts-arabic.ts): an
// English page shows one Arabic word (the language switch), not worth 31 kB of font (decision 007).
import './fonts-inter.css';
