import { tokens } from '@fluentui/react-theme';
import { autoGrid, box, contentWidth, gridTrack, headerHeight, media, size } from '../../lib/layout-tokens.ts';

/** The page's column inside its inline padding: the shell's name and first block are held to it. */
const column = `calc(${contentWidth.page} - 2 * ${tokens.spacingHorizontalL})`;
/** The category strip: one line of links between its block padding (src/app/shell/category-strip.tsx). */
const stripHeight = `calc(${tokens.lineHeightBase300} + 2 * ${tokens.spacingVerticalS})`;
/** The shop's toolbar (src/features/catalog/listing-toolbar.tsx): a row of Fluent's medium controls… */
const controlRow = box.controlSmall;
/** …under the count's line on tablets… */
const toolbarTablet = `calc(${tokens.lineHeightBase300} + ${tokens.spacingHorizontalM} + ${controlRow})`;
/** …and on phones two rows of controls (the sort below Filters and the page size). */
const toolbarPhone = `calc(${tokens.lineHeightBase300} + ${tokens.spacingHorizontalM} + 2 * ${controlRow} + ${tokens.spacingHorizontalS})`;

/**
 * The static shell's stylesheet (decisions 024, 034, 035), served to the entry as `virtual:static-shell.css`
 * (build/vite-plugin-theme-css.ts): what index.html paints before any script runs, per locale
 * (build/vite-plugin-locale-shells.ts writes the markup). It draws the header's boxes as the app draws them — the top
 * banner, the main bar with the shop's name and, on wider screens, the category strip — then the page's first block:
 * the home banner's box (16/5; on phones 16/9 with the carousel's control strip under it), or the shop's heading,
 * toolbar and first row of cards, or a product's breadcrumbs' line and gallery's square stage. On those three the block
 * takes the lead pictures as soon as start-up knows their addresses (src/app/shell/shell-lead.ts), where the page will
 * draw them. React replaces the shell on its first render: nothing of it stays to move, so it cannot shift the layout.
 *
 * Every length is the app's own: a layout token (src/lib/layout-tokens.ts) or a Fluent token, whose custom property
 * the theme's stylesheet (virtual:storefront-theme.css, before this one) defines, as the components read them. So a
 * token changed moves the page and its shell together; no pixel value is written here (static-shell-css.test.ts).
 */
export const staticShellCss = (): string => `
.static-shell-header {
  background: ${tokens.colorNeutralBackground1};
  box-shadow: ${tokens.shadow4};
}
.static-shell-banner {
  height: ${headerHeight.banner};
  background: ${tokens.colorBrandBackground2};
}
.static-shell-bar {
  display: flex;
  align-items: center;
  box-sizing: border-box;
  height: ${headerHeight.bar};
  padding-inline: ${tokens.spacingHorizontalL};
}
.static-shell-name {
  max-width: ${column};
  margin-inline: auto;
  width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${tokens.colorNeutralForeground1};
  /* The system's fonts: text in a web font stays invisible until it arrives, which would defer this paint. */
  font: ${tokens.fontWeightBold} ${tokens.fontSizeBase500}/${tokens.lineHeightBase500} system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif;
}
.static-shell-strip {
  height: ${stripHeight};
  background: ${tokens.colorBrandBackground};
}
.static-shell-page {
  max-width: ${column};
  margin: ${tokens.spacingHorizontalL} auto 0;
  padding-inline: ${tokens.spacingHorizontalL};
}
.static-shell-block {
  overflow: hidden;
  border-radius: ${tokens.borderRadiusXLarge};
  box-shadow: ${tokens.shadow8};
  background: ${tokens.colorNeutralBackground3};
}
.static-shell-art {
  aspect-ratio: 16 / 5;
}
.static-shell-picture {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
}
/* A product's page (src/features/catalog/product-page.tsx): the breadcrumbs' one line (the chevrons' height), the
   page's gap, then the gallery's stage in the first of two columns (one on phones), its picture contained. */
.static-shell-crumbs {
  height: ${box.line};
}
.static-shell-product {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${tokens.spacingHorizontalXXXL};
  margin-top: ${tokens.spacingVerticalXXL};
}
.static-shell-stage {
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${tokens.borderRadiusXLarge};
  background: ${tokens.colorNeutralBackground2};
}
.static-shell-stage .static-shell-picture,
.static-shell-card-media .static-shell-picture {
  object-fit: contain;
}
/* The shop (src/features/catalog/product-listing.tsx, product-card/): after the breadcrumbs' line the heading's line,
   then the filters' column and the results: the toolbar and the cards. Only the first row is drawn: a card's frame
   around its picture's square. */
.static-shell-heading {
  height: ${tokens.lineHeightHero700};
  margin-top: ${tokens.spacingVerticalL};
}
.static-shell-listing {
  display: grid;
  grid-template-columns: ${size.filtersColumn} minmax(0, 1fr);
  gap: ${tokens.spacingHorizontalXXL};
  margin-top: ${tokens.spacingVerticalL};
}
.static-shell-toolbar {
  height: ${controlRow};
  margin-bottom: ${tokens.spacingVerticalL};
}
.static-shell-cards {
  display: grid;
  grid-template-columns: ${autoGrid(gridTrack.product)};
  /* The first row only: the cards that wrap to a second one have no height, and the grid clips them. */
  grid-template-rows: auto;
  grid-auto-rows: 0;
  gap: ${tokens.spacingHorizontalL};
  overflow: hidden;
}
.static-shell-card {
  padding: ${tokens.spacingHorizontalM};
  border: ${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2};
  border-radius: ${tokens.borderRadiusLarge};
  background: ${tokens.colorNeutralBackground1};
}
.static-shell-card-media {
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${tokens.borderRadiusMedium};
  background: ${tokens.colorNeutralBackground2};
}
/* Tablets: the shop's controls under its count. */
${media.tablet} {
  .static-shell-toolbar {
    height: ${toolbarTablet};
  }
}
${media.mobileDown} {
  .static-shell-bar {
    padding-inline: ${tokens.spacingHorizontalS};
  }
  .static-shell-name {
    font-size: ${tokens.fontSizeBase400};
    line-height: ${tokens.lineHeightBase400};
  }
  .static-shell-strip {
    display: none;
  }
  .static-shell-product,
  .static-shell-listing {
    grid-template-columns: minmax(0, 1fr);
  }
  .static-shell-filters {
    display: none;
  }
  .static-shell-toolbar {
    height: ${toolbarPhone};
  }
  .static-shell-cards {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${tokens.spacingHorizontalS};
  }
  /* The home banner's box on a phone: the art's start side at 16:9 (src/features/catalog/banner-carousel.tsx). */
  .static-shell-block > .static-shell-art {
    aspect-ratio: 16 / 9;
  }
  .static-shell-block .static-shell-picture {
    object-position: left center;
  }
  [dir='rtl'] .static-shell-block .static-shell-picture {
    object-position: right center;
  }
  .static-shell-block::after {
    content: '';
    display: block;
    height: ${box.bannerBar};
  }
}
`;
