import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A long unbroken run (a 100-character name, a pasted 500-character address) breaks inside its box instead of
  // being clipped by it, and lets the box shrink to its column (`anywhere`, unlike `break-word`, counts in the
  // box's smallest width).
  text: { overflowWrap: 'anywhere' },
});

export interface UserTextProps {
  /** What the user typed (a name, an address, a title) or a value shown beside it (a city). */
  children: string;
  /** `ltr` for a phone number; otherwise the text's own first strong letter decides (`<bdi>`'s `auto`). */
  dir?: 'ltr';
  className?: string;
}

/**
 * Text a user typed, isolated from what surrounds it (`<bdi>`: `unicode-bidi: isolate`): a Latin street inside an
 * Arabic line keeps its house number in front, and a stray right-to-left override cannot reverse the next field.
 */
export function UserText({ children, dir, className }: UserTextProps) {
  const styles = useStyles();
  return (
    <bdi dir={dir} className={mergeClasses(styles.text, className)}>
      {children}
    </bdi>
  );
}
