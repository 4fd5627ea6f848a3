// Cairo for Arabic text, one variable font for every weight (fonts-cairo.css); imported on Arabic pages only (see fonts.ts).
import './fonts-cairo.css';
