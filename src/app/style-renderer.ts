import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';
import { keepStyleRule } from './style-rule-filter';

let documentRenderer: GriffelRenderer | undefined;

/** One renderer for the page's document (Griffel keeps its cache of written rules in it). */
export function styleRenderer(): GriffelRenderer {
  documentRenderer ??= createDOMRenderer(typeof document === 'undefined' ? undefined : document, { unstable_filterCSSRule: keepStyleRule });
  return documentRenderer;
}
