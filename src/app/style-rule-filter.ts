/**
 * Fluent's Slider ships, for its vertical layout only, a fallback for browsers without vertical writing modes
 * on inputs: `@supports not (writing-mode: sideways-lr) { -webkit-appearance: slider-vertical }`. Griffel
 * writes every class of a `makeStyles` call as soon as one is used, so each horizontal Slider (the shop's price
 * range) put that rule in the page and Chromium warned on every visit that the keyword is non-standard and
 * will be removed (issue 12 point 14). The shop has no vertical slider, and the browsers we support use
 * `writing-mode` (the rule's own condition keeps it out of them), so the rule is dropped before it is written:
 * by the run-time renderer (style-renderer.tsx) and by the build's stylesheets (build/vite-plugin-griffel-css.ts).
 */
export function keepStyleRule(cssRule: string): boolean {
  return !cssRule.includes('slider-vertical');
}
