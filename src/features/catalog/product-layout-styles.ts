import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from '../../lib/layout-tokens';

/** The product page's two columns (gallery, information) and its titled sections, shared by the page and its placeholder. */
export const useProductLayoutStyles = makeStyles({
  main: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'start',
    [media.mobileDown]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  },
  info: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', justifyItems: 'start' },
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600 },
});
