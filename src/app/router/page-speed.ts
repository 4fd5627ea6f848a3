import type { FrameDeclaration, LeadDeclaration, LeadShell, StartDeclaration } from './page-declaration';

/*
 * What the pages declare about their speed, read by the router's table (`pages.ts`) and by the build
 * (`build/vite-build-output.ts` imports this module): plain data, so that the build reads it without running the
 * app. A module named here that the build does not have fails the build, and `page-speed.test.ts` fails first.
 */

/** The lead pages (decisions 034, 035): what each loads before the shopper acts, beside its static imports. */
export const leadPages = {
  home: {
    page: 'features/catalog/home-page.tsx',
    inView: [
      'features/catalog/product-card/product-card.tsx',
      'features/catalog/product-card/product-grid.tsx',
      'features/catalog/recently-viewed/recently-viewed-section.tsx',
      'components/empty-block/empty-block.tsx',
    ],
  },
  shop: { page: 'features/catalog/shop-page.tsx', parts: ['features/catalog/filters-panel.tsx'] },
  product: { page: 'features/catalog/product-page.tsx' },
} as const satisfies Record<LeadShell, LeadDeclaration>;

/**
 * What every page's frame loads before the shopper acts (the footer once in view, the toaster and the tooltips), and
 * the panels a tap in the header, the bottom bar or the listing's toolbar opens from any page (decision 066).
 */
export const frame: FrameDeclaration = {
  inView: ['app/shell/site-footer.tsx'],
  parts: ['components/toast/toaster-host.tsx', 'components/icon-tooltip/delayed-tooltip.tsx'],
  opensOnTap: [
    'features/cart/cart-panel.tsx',
    'features/search/search-dialog.tsx',
    'app/shell/categories-panel.tsx',
    'features/catalog/filters-drawer.tsx',
  ],
};

/** Start-up's modules (`main.ts` imports the other two): each a chunk of its own (decision 028). */
export const start: StartDeclaration = { entry: 'app/main.ts', requests: 'app/start-requests.ts', render: 'app/start.tsx' };
