import { makeStyles } from '@fluentui/react-components';
import type { ElementType, ReactNode } from 'react';

/** Read by screen readers, invisible on screen (the usual clip pattern). */
export const useVisuallyHiddenStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px', // px-intrinsic: the clip pattern needs a box of one device pixel, not a design size
    height: '1px', // px-intrinsic: as above
    padding: 0,
    margin: '-1px', // px-intrinsic: takes the one pixel back out of the flow
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    borderTopWidth: 0,
    borderRightWidth: 0,
    borderBottomWidth: 0,
    borderLeftWidth: 0,
  },
});

/** Text (or a heading) for assistive technology only: `<VisuallyHidden as="h1">Home</VisuallyHidden>`. */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  const styles = useVisuallyHiddenStyles();
  return <Tag className={styles.root}>{children}</Tag>;
}
