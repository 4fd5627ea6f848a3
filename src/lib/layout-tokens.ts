import { BANNER_HEIGHT_PX, HEADER_HEIGHT_PX, MOBILE_BREAKPOINT_PX } from './constants.ts';

/**
 * The project's own layout values, for what Fluent's tokens do not cover: breakpoints, the widths content is
 * held to, the tracks of auto-filling grids and the few fixed boxes of this design (icons, images, controls).
 * Spacing, radii, strokes, type and colours come from Fluent's `tokens`; only these come from here.
 * `npm run lint` (scripts/check-px-literals.mjs) fails on a pixel literal anywhere else in hand-written `src/`.
 */
export const BREAKPOINT_PX = {
  /** Two form columns side by side from here up. */
  narrow: 640,
  /** Spec section 9: below this the shop is "mobile" (bottom bar, drawers). */
  mobile: MOBILE_BREAKPOINT_PX,
  /** A page's main column gets its summary column beside it from here up. */
  wide: 960,
} as const;

/**
 * The screens the design is drawn and checked at (Storybook's viewport toolbar, screenshots): the two common phone
 * widths, a tablet at the mobile breakpoint (the narrowest screen with the desktop layout) and a desktop as wide as
 * the page's column. Width and height in CSS pixels, portrait.
 */
export const SCREEN_PX = {
  phoneSmall: { width: 360, height: 780 },
  phone: { width: 390, height: 844 },
  tablet: { width: BREAKPOINT_PX.mobile, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A makeStyles rule for an icon drawn for left-to-right reading (an arrow or chevron pointing on or back):
 * mirrored on right-to-left pages, so one icon serves both directions (`mirror: flipInRtl`).
 */
export const flipInRtl = { ':dir(rtl)': { transform: 'scaleX(-1)' } } as const;

/** Media queries as makeStyles keys: `[media.mobileDown]: { … }`. */
export const media = {
  /** Narrow (phones): below the mobile breakpoint, fractional widths included. */
  mobileDown: `@media (max-width: ${BREAKPOINT_PX.mobile - 0.02}px)`,
  /** From the mobile breakpoint up (tablets and desktops). */
  mobileUp: `@media (min-width: ${BREAKPOINT_PX.mobile}px)`,
  narrowUp: `@media (min-width: ${BREAKPOINT_PX.narrow}px)`,
  wideUp: `@media (min-width: ${BREAKPOINT_PX.wide}px)`,
  /** From the mobile breakpoint up to the wide one (tablets): the desktop layout with a narrow main column. */
  tablet: `@media (min-width: ${BREAKPOINT_PX.mobile}px) and (max-width: ${BREAKPOINT_PX.wide - 0.02}px)`,
} as const;

/** The widest a block of content grows (`maxWidth`), widest first. */
export const contentWidth = {
  /** The shell's column: header, banner, main, footer and every page inside it. */
  page: '1280px',
  /** A column of text read top to bottom (FAQ). */
  reading: '880px',
  /** Track order: its form and the progress below it. */
  tracking: '860px',
  /** A dialog holding a whole form (the address book's create and edit). */
  formDialog: '720px',
  /** The profile's details card. */
  profileCard: '640px',
  /** The product page's specification table. */
  specsTable: '640px',
  /** The search dialog. */
  searchDialog: '640px',
  /** A message card in the middle of the page (payment result). */
  messageCard: '560px',
  /** A card with one short form or notice (change password, the startup failure). */
  narrowCard: '520px',
  /** The header's search field. */
  headerSearch: '520px',
  /** A search field above a list (FAQ). */
  searchField: '480px',
  /** The sign-in pages' card and its breadcrumbs. */
  authCard: '460px',
  /** A side panel (the cart drawer), never wider than the screen. */
  drawer: '420px',
  /** The signed-in user's name on the header button, cut with an ellipsis beyond this. */
  headerName: '180px',
} as const;

/** The header's bars (the site header, its top banner and the static shell draw them alike). */
export const headerHeight = {
  /** The top banner above the header's main bar (its regular height). */
  banner: `${BANNER_HEIGHT_PX}px`,
  /** The header's main bar: logo, search and buttons. */
  bar: `${HEADER_HEIGHT_PX}px`,
} as const;

/** Fixed sizes of the design that no Fluent token names. */
export const size = {
  /** The summary column beside a page's main column (cart, checkout). */
  summaryColumn: '360px',
  /** The smallest a text field in a row of fields shrinks to before it wraps (track order, wallet amount). */
  fieldMin: '220px',
  /** A small field beside its button (wallet amount). */
  fieldMinSmall: '140px',
  /** The order detail's product cell: image and name, before the table scrolls sideways. */
  productCellMin: '220px',
  /** The shop's filters column beside the product grid. */
  filtersColumn: '260px',
  /** The tallest a filter's list of options grows before it scrolls inside itself. */
  filterOptionsMax: '240px',
  /** The listing's sort select and page-size select, at their narrowest. */
  sortMin: '180px',
  perPageMin: '84px',
  /** Compare: the attribute column and each product's column; on a phone one product and the start of the next show. */
  compareAttributeColumn: '160px',
  compareAttributeColumnPhone: '104px',
  compareProductColumn: '220px',
  compareProductColumnPhone: '168px',
  /** How far below the top of the window the search dialog opens on wider screens. */
  searchDialogTop: '72px',
} as const;

/**
 * The narrowest track of an auto-filling grid: `autoGrid(gridTrack.product)` is
 * `repeat(auto-fill, minmax(200px, 1fr))`, as many columns as fit, none narrower than that.
 */
export const gridTrack = {
  /** A profile statistic (orders, wallet, wishlist counts). */
  stat: '140px',
  /** One fact of an order (number, date, total…). */
  fact: '150px',
  /** A category or brand tile. */
  tile: '160px',
  /** A loading card of the generic page skeleton. */
  skeletonCard: '180px',
  /** A product card (shop, wishlist, related products) and a footer column. */
  product: '200px',
  /** A field of a pair that sits side by side when both fit (contact form), a home category card. */
  field: '220px',
  /** An address card. */
  address: '260px',
  /** A wallet summary card. */
  wide: '280px',
} as const;

/**
 * Tracks of a row that scrolls sideways (`gridAutoColumns`): a product card of the recently viewed rail keeps a
 * listing card's width, narrower on a phone.
 */
export const railTrack = {
  product: '200px',
  productPhone: '160px',
} as const;

/** `grid-template-columns` of an auto-filling grid: `fill` keeps empty tracks, `fit` stretches the items. */
export const autoGrid = (track: string, mode: 'fill' | 'fit' = 'fill') => `repeat(auto-${mode}, minmax(${track}, 1fr))`;

/**
 * Glyph sizes (an icon's `fontSize`) above what Fluent's type ramp names; up to 40px use the ramp
 * (`tokens.fontSizeBase500` is 20px, `fontSizeBase600` 24px, `fontSizeHero700` 28px, `fontSizeHero900` 40px).
 */
export const glyph = {
  /** An icon beside a line of body text, a little above the text's size (footer contact lines, header search). */
  small: '18px',
  /** An empty state's icon in a panel or block. */
  large: '48px',
  /** The startup failure's icon. */
  xLarge: '56px',
  /** The empty cart page's icon. */
  xxLarge: '64px',
  /** An error screen's or payment result's icon. */
  huge: '72px',
} as const;

/** Boxes of fixed size: images, round markers and controls. */
export const box = {
  /** A square thumbnail (category in the panel, receipt preview, wishlist row, product page gallery). */
  thumbnail: '72px',
  /** The shop's logo in the header: its height and widest. */
  logoHeight: '48px',
  logoMaxWidth: '120px',
  /** A category's or brand's image beside its listing title. */
  listingHero: '64px',
  /** The filters side panel's placeholder while its chunk loads (about its reset button and first group). */
  filtersPanelSkeleton: '320px',
  /** A product's image in its compare column, smaller on a phone. */
  compareImage: '120px',
  compareImagePhone: '96px',
  /** A search result's thumbnail in the search dialog. */
  searchThumbnail: '56px',
  /** The header search field's height. */
  searchField: '36px',
  /** Room kept at the search field's start for its icon (beside the field's own padding). */
  searchIconSlot: '26px',
  /** The smallest touch target of a row in a menu or panel (WCAG 2.5.5). */
  touchTarget: '44px',
  /** A square icon button or a row's height that is not a Fluent Button (footer social links, profile nav). */
  control: '40px',
  /** A compact control: quantity field, FAQ category chip, promo banner image height. */
  controlSmall: '32px',
  /** A category's round image in a suggestion chip (search without results). */
  chipImage: '32px',
  /** A numbered step marker (checkout steps) and a footer link row. */
  marker: '28px',
  /** A pill's height, a timeline's dot, a star row's line, a spinner's slot. */
  line: '20px',
  /** The count badge on a header button: its height, min width and line. */
  badge: '18px',
  /** The count badge's padding either side of its digits (between Fluent's 4 and 6 px steps). */
  badgePadding: '5px',
  /** A carousel's position dot (home banners). */
  dot: '8px',
  /** The home banners' control strip under the art on a phone: a 32 px button and 4 px either side. */
  bannerBar: '40px',
  /** A button's busy mark and one rating star. */
  inlineIcon: '16px',
  /** The busy mark of a small button. */
  inlineIconSmall: '12px',
  /** The mobile bottom bar's height (and the space kept for it under the page). */
  bottomBar: '64px',
} as const;

/** Heights of loading placeholders, each the height of what it stands for, so nothing jumps when it arrives. */
export const placeholderHeight = {
  /** An address card. */
  addressCard: '160px',
  /** A wallet balance card. */
  walletCard: '200px',
  /** A product card of the generic page skeleton. */
  pageCard: '260px',
  /** The order detail and tracking cards. */
  orderCard: '320px',
  /** A product card of the wishlist. */
  productCard: '340px',
} as const;

/** Widths of loading placeholders, each about as wide as what it stands for. */
export const placeholderWidth = {
  /** A listing's title. */
  title: '240px',
  /** A category chip of a search without results. */
  chip: '140px',
  /** Compare: the attribute column, narrower on a phone. */
  compareLabel: '140px',
  compareLabelPhone: '100px',
} as const;

/**
 * The offline notice's height while it shows (the shell publishes it as `--offline-notice-height`), else
 * nothing: a length, not a bare 0, so it can be added inside `calc()`.
 */
export const offlineNoticeHeight = 'var(--offline-notice-height, 0px)';

/**
 * How far below the top of the window sticky things sit, clear of the sticky header: an anchored heading
 * scrolled into view (FAQ, legal) and the profile's side menu.
 */
export const stickyOffset = {
  anchor: '140px',
  aside: '90px',
  /** The shop's filters column. */
  filters: '86px',
} as const;
