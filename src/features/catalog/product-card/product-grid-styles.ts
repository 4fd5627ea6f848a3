import { makeStyles, tokens } from '@fluentui/react-components';
import { autoGrid, gridTrack, media } from '../../../lib/layout-tokens';

/** The product grid's columns (two on a phone), shared by the grid and its placeholder so both take one box. */
export const useProductGridStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: autoGrid(gridTrack.product),
    [media.mobileDown]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  /** Home's eight best sellers and offers: four a row from tablets up, two rows and no orphan (two a row on a phone). */
  fourUp: { [media.mobileUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  list: { listStyle: 'none', margin: 0, padding: 0 },
});
