import { makeStyles, tokens } from '@fluentui/react-components';
import { media, size } from '../../lib/layout-tokens';

/**
 * The frame shared by pages with a main column and a summary beside it (cart, checkout) and by the lists of
 * the profile area (addresses): one place for the page padding, the two-column grid from the wide breakpoint
 * up, the sticky summary, the centred loading state and the bare list their rows and cards sit in.
 */
export const usePageLayoutStyles = makeStyles({
  /** The page: its blocks stacked with the page gap, padded. */
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  /**
   * Main column and summary column: one column below the wide breakpoint, two from it up. The track's minimum
   * is 0, not its content's: a wide form or line (the coupon field with its button) must not stretch a 360 px
   * phone's page sideways (the cart was 380–404 px wide there, the phone zoomed out).
   */
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [media.wideUp]: { gridTemplateColumns: `minmax(0, 1fr) ${size.summaryColumn}` },
  },
  /** The summary column: its cards stacked, kept in view while the main column scrolls. */
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, position: 'sticky', top: tokens.spacingVerticalXXXL },
  /** A card of either column: its content spaced. */
  card: { gap: tokens.spacingVerticalM },
  /** A list of rows or cards without bullets or indent (cart lines, address cards). */
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  /** An item of a card grid whose card fills the cell, so the cards of a row are equally tall. */
  stretchItem: { display: 'flex', '& > *': { flexGrow: 1 } },
  /** The whole page's loading state, centred. */
  centered: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXXL },
});
