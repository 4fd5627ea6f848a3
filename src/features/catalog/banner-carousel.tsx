import { Button, Skeleton, SkeletonItem, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { PauseRegular } from '@fluentui/react-icons/svg/pause';
import { PlayRegular } from '@fluentui/react-icons/svg/play';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Banner } from '../../api/generated/model';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { box, flipInRtl, media } from '../../lib/layout-tokens';

/** The banner's box: the art's own 16:5, and on a phone its start side at 16:9 (src/app/shell/static-shell-css.ts draws the same). */
export const BANNER_ASPECT = { wide: '16 / 5', phone: '16 / 9' } as const;

/** How long each banner stays before the next one (not in the spec). */
export const BANNER_ROTATE_MS = 6000;

const useStyles = makeStyles({
  root: { position: 'relative', borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden', boxShadow: tokens.shadow8, backgroundColor: tokens.colorNeutralBackground3 },
  slide: { display: 'block', position: 'relative', color: tokens.colorNeutralForegroundOnBrand, textDecorationLine: 'none' },
  // The banner art carries its headline on its inline-start side (mocks/media/svg-art.ts keeps the text within the
  // first 870 of its 1600 px). Wider screens show it whole at 16:5; a phone shows that side at 16:9 (the art's
  // picture on the far side is cut), so the headline is ≈ 24 px high instead of ≈ 13 px in a 100 px strip. The
  // skeleton and the static shell (static-shell-css.ts) draw the same box.
  image: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: BANNER_ASPECT.wide,
    objectFit: 'cover',
    // Griffel writes the right-to-left variant (the art's start side is its right in Arabic).
    [media.mobileDown]: { aspectRatio: BANNER_ASPECT.phone, objectPosition: 'left center' },
  },
  // The placeholder has the banner's box at every width, so nothing below it moves.
  skeleton: { display: 'block', borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden' },
  skeletonItem: { display: 'block', height: 'auto', borderRadius: 0 },
  // On a phone, the strip the controls make under the art (below): kept by the skeleton, and by a single banner
  // (no controls), so the page below does not move by the strip's height whatever the banners turn out to be.
  barSpace: { display: 'none', [media.mobileDown]: { display: 'block', height: box.bannerBar } },
  // On wider screens the controls and dots lie on the art; on a phone the buttons would cover its headline, so they make a strip of their own under it (the skeleton keeps its height).
  bar: {
    display: 'contents',
    [media.mobileDown]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      height: box.bannerBar,
      paddingInline: tokens.spacingHorizontalM,
      boxSizing: 'border-box',
    },
  },
  controls: {
    position: 'absolute',
    insetBlockStart: tokens.spacingVerticalM,
    insetInlineEnd: tokens.spacingHorizontalM,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    [media.mobileDown]: { position: 'static' },
  },
  control: { backgroundColor: 'rgba(255,255,255,0.9)' },
  mirror: flipInRtl,
  dots: {
    position: 'absolute',
    insetBlockEnd: tokens.spacingVerticalS,
    insetInlineEnd: tokens.spacingHorizontalL,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    [media.mobileDown]: { position: 'static', order: -1 },
  },
  dot: {
    width: box.dot,
    height: box.dot,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'rgba(255,255,255,0.5)',
    [media.mobileDown]: { backgroundColor: tokens.colorNeutralStroke1 },
  },
  dotActive: { backgroundColor: tokens.colorNeutralForegroundOnBrand, [media.mobileDown]: { backgroundColor: tokens.colorBrandBackground } },
});

/** The banners' placeholder while home loads: the same box as the carousel, so the page does not jump. */
export function BannerSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton aria-hidden className={styles.skeleton}>
      <SkeletonItem shape="rectangle" className={mergeClasses(styles.image, styles.skeletonItem)} />
      <div className={styles.barSpace} />
    </Skeleton>
  );
}

/**
 * The home banners: one at a time, rotating every BANNER_ROTATE_MS until paused (WCAG 2.2.2), with previous and
 * next buttons; 'previous' points to the inline start, so Arabic mirrors it.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || hovered || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), BANNER_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered, count]);

  const banner = banners[index % Math.max(count, 1)];
  if (!banner) return null;
  return (
    <section
      className={styles.root}
      aria-roledescription={intl.formatMessage({ id: 'home.carousel', defaultMessage: 'carousel' })}
      aria-label={intl.formatMessage({ id: 'home.banners', defaultMessage: 'Offers and news' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        aria-live={paused ? 'polite' : 'off'}
        role="group"
        aria-roledescription={intl.formatMessage({ id: 'home.slide', defaultMessage: 'slide' })}
        aria-label={intl.formatMessage({ id: 'home.slideOf', defaultMessage: '{number} of {count}' }, { number: index + 1, count })}
      >
        <PrefetchLink href={banner.link ?? '/shop'} className={styles.slide}>
          {/* The banner art carries its own headline; title and subtitle are its text alternative. */}
          <ImageWithFallback src={banner.image} alt={[banner.title, banner.subtitle].filter(Boolean).join(' — ')} width={1600} height={500} className={styles.image} priority />
        </PrefetchLink>
      </div>
      {count < 2 ? (
        <div className={styles.barSpace} />
      ) : (
        <div className={styles.bar}>
          <div className={styles.controls}>
            <Button
              className={styles.control}
              shape="circular"
              icon={<ChevronLeftRegular className={styles.mirror} />}
              aria-label={intl.formatMessage({ id: 'home.previousBanner', defaultMessage: 'Previous banner' })}
              onClick={() => setIndex((current) => (current - 1 + count) % count)}
            />
            <Button
              className={styles.control}
              shape="circular"
              icon={paused ? <PlayRegular /> : <PauseRegular />}
              aria-label={
                paused
                  ? intl.formatMessage({ id: 'home.playBanners', defaultMessage: 'Play banners' })
                  : intl.formatMessage({ id: 'home.pauseBanners', defaultMessage: 'Pause banners' })
              }
              onClick={() => setPaused((current) => !current)}
            />
            <Button
              className={styles.control}
              shape="circular"
              icon={<ChevronRightRegular className={styles.mirror} />}
              aria-label={intl.formatMessage({ id: 'home.nextBanner', defaultMessage: 'Next banner' })}
              onClick={() => setIndex((current) => (current + 1) % count)}
            />
          </div>
          <div className={styles.dots} aria-hidden>
            {banners.map((item, position) => (
              <span key={item.id} className={mergeClasses(styles.dot, position === index && styles.dotActive)} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
