import { createDOMRenderer, RendererProvider, type GriffelRenderer } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { keepStyleRule } from './style-rule-filter';

let documentRenderer: GriffelRenderer | undefined;

/** One renderer for the page's document (Griffel keeps its cache of written rules in it). */
function styleRenderer(): GriffelRenderer {
  documentRenderer ??= createDOMRenderer(typeof document === 'undefined' ? undefined : document, { unstable_filterCSSRule: keepStyleRule });
  return documentRenderer;
}

/**
 * Where Griffel writes the styles at run time (the dev server, Storybook, the tests): a renderer that drops Fluent's
 * non-standard slider rule (style-rule-filter.ts). A build has them all in one stylesheet and writes none
 * (build/vite-plugin-griffel-css.ts sets `import.meta.env.STOREFRONT_STYLESHEET`): no renderer, and the code that
 * reads back rules written before (Griffel's rehydration, with its CSS parser) stays out of the bundle.
 */
export function StyleRendererProvider({ children }: { children: ReactNode }) {
  if (import.meta.env.STOREFRONT_STYLESHEET) return children;
  return <RendererProvider renderer={styleRenderer()}>{children}</RendererProvider>;
}
