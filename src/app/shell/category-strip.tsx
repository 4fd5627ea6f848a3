import { Button, makeStyles, mergeClasses, tokens, useFluent } from '@fluentui/react-components';
import { ChevronLeft20Regular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRight20Regular } from '@fluentui/react-icons/svg/chevron-right';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { useIntl } from 'react-intl';
import { contentWidth, flipInRtl } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  frame: { position: 'relative', maxWidth: contentWidth.page, marginInline: 'auto' },
  strip: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    scrollbarWidth: 'none',
  },
  link: {
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorNeutralForegroundOnBrand },
  },
  /** A cut edge: the links fade into the bar's colour under an arrow that scrolls on (mirrored in Arabic). */
  edge: {
    position: 'absolute',
    insetBlock: 0,
    display: 'flex',
    alignItems: 'center',
    pointerEvents: 'none',
  },
  // Written for left-to-right: the provider mirrors inset and gradient direction in Arabic.
  edgeStart: {
    insetInlineStart: 0,
    paddingInlineEnd: tokens.spacingHorizontalXXXL,
    backgroundImage: `linear-gradient(to left, transparent, ${tokens.colorBrandBackground} ${tokens.spacingHorizontalXXXL})`,
  },
  edgeEnd: {
    insetInlineEnd: 0,
    paddingInlineStart: tokens.spacingHorizontalXXXL,
    backgroundImage: `linear-gradient(to right, transparent, ${tokens.colorBrandBackground} ${tokens.spacingHorizontalXXXL})`,
  },
  mirror: flipInRtl,
  arrow: {
    pointerEvents: 'auto',
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundPressed },
  },
});

export interface CategoryStripProps {
  categories: ReadonlyArray<{ id: number; slug: string; title: string }>;
}

const EDGES = ['start', 'end'] as const;

/** How far one arrow press scrolls: most of the visible width, so the last link seen stays in view. */
const PAGE_FRACTION = 0.8;
/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge. */
const EDGE_SLACK = 2;

/**
 * The desktop header's secondary bar with every category (spec section 2). When the links do not fit, the
 * strip scrolls sideways, and each cut edge says so (issue 12 point 5): the links fade out under an arrow
 * button that scrolls a page on. An edge with nothing cut shows nothing. The arrows are a pointer's shortcut
 * only (hidden from assistive technology and out of the tab order): every link is reached with Tab, and the
 * browser scrolls the focused one into view.
 */
export function CategoryStrip({ categories }: CategoryStripProps) {
  const styles = useStyles();
  const intl = useIntl();
  const { dir } = useFluent();
  const stripRef = useRef<HTMLElement>(null);
  const [cut, setCut] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // Right to left, scrollLeft runs from 0 down to negative values: its magnitude is the distance from the start.
    const fromStart = Math.abs(strip.scrollLeft);
    const next = { start: fromStart > EDGE_SLACK, end: fromStart + strip.clientWidth < strip.scrollWidth - EDGE_SLACK };
    setCut((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // No measuring here: reading the strip's widths during the commit forced a layout of the whole page in the
    // middle of the first render (≈ 125 ms at 4× CPU on a phone, where the strip is not even shown; decision
    // 029). The observer's first report comes once the browser has laid the page out, and never while hidden.
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    strip.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      strip.removeEventListener('scroll', measure);
    };
  }, [measure, categories]);

  const scrollTowards = (towards: (typeof EDGES)[number]) => {
    const strip = stripRef.current;
    if (!strip) return;
    const distance = strip.clientWidth * PAGE_FRACTION * (towards === 'end' ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    strip.scrollBy({ left: distance, behavior: 'smooth' });
  };

  return (
    <div className={styles.frame}>
      <nav ref={stripRef} className={styles.strip} aria-label={intl.formatMessage({ id: 'header.categories', defaultMessage: 'Categories' })}>
        {categories.map((category) => (
          <PrefetchLink key={category.id} href={`/categories/${category.slug}`} className={styles.link}>
            {category.title}
          </PrefetchLink>
        ))}
      </nav>
      {EDGES.filter((edge) => cut[edge]).map((edge) => {
        const Icon = edge === 'start' ? ChevronLeft20Regular : ChevronRight20Regular;
        return (
          <div key={edge} className={mergeClasses(styles.edge, edge === 'start' ? styles.edgeStart : styles.edgeEnd)} data-testid={`category-strip-${edge}`} aria-hidden>
            <Button appearance="transparent" size="small" tabIndex={-1} className={styles.arrow} icon={<Icon className={styles.mirror} />} onClick={() => scrollTowards(edge)} />
          </div>
        );
      })}
    </div>
  );
}
