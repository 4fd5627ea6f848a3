/*
 * What `document.fonts.load` asks for: Inter (fonts-inter.css, in the entry's stylesheet) at one weight — the file is
 * variable, every weight — by a size the shorthand needs but that chooses no face.
 */
const INTER = "400 1em 'Inter'";

/**
 * Inter, asked for now rather than when text first uses it. Asked for only by the first render's layout, it arrived
 * after it, and the whole page was laid out again in it: on an English home at 4× CPU a task of ≈ 120–300 ms, most of
 * the page's blocking time (decision 039); on Arabic pages every word after a Latin one on its line moved (CLS 0.036
 * on a product page, decision 035).
 */
export const loadLatinFont = () => document.fonts.load(INTER);
