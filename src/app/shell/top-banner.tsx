import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SettingsTopHeader } from '../../api/generated/model';
import { Countdown } from '../../components/countdown/countdown';
import { pickTranslated } from '../../i18n/translated';
import { BANNER_HEIGHT_ALTERNATE_PX } from '../../lib/constants';
import { box, contentWidth, headerHeight, media } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: {
    overflow: 'hidden',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  regular: { height: headerHeight.banner },
  alternate: { height: `${BANNER_HEIGHT_ALTERNATE_PX}px` },
  // Only out of reach: its box stays, so nothing below it moves (see SiteHeader).
  hidden: { visibility: 'hidden' },
  inner: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    maxWidth: contentWidth.page,
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    color: 'inherit',
    textDecorationLine: 'none',
  },
  image: { height: box.control, width: 'auto', borderRadius: tokens.borderRadiusMedium, [media.mobileDown]: { display: 'none' } },
  body: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
});

export interface TopBannerProps {
  topHeader: SettingsTopHeader;
  /** Scrolled past: the banner is above the window's top edge, out of the keyboard's and screen readers' reach. */
  hidden?: boolean;
  /** The alternate layout's taller banner. */
  alternate?: boolean;
}

/** The promotional top banner: image, localized body and a countdown to its end time (spec section 1). */
export function TopBanner({ topHeader, hidden = false, alternate = false }: TopBannerProps) {
  const styles = useStyles();
  const intl = useIntl();
  const body = pickTranslated(topHeader.body, intl.locale);
  const content = (
    <>
      {/* Lazy: hidden on phones, where a lazy image is never downloaded; beside the text on wider screens. */}
      {topHeader.image && <img className={styles.image} src={topHeader.image} alt="" width={120} height={40} loading="lazy" />}
      <span className={styles.body}>{body}</span>
      <Countdown endTime={topHeader.end_time} compact />
    </>
  );
  return (
    <aside
      className={mergeClasses(styles.root, alternate ? styles.alternate : styles.regular, hidden && styles.hidden)}
      aria-label={intl.formatMessage({ id: 'header.banner', defaultMessage: 'Promotion' })}
      aria-hidden={hidden || undefined}
      data-testid="top-banner"
    >
      {topHeader.link ? (
        <Link href={topHeader.link} className={styles.inner} tabIndex={hidden ? -1 : undefined}>
          {content}
        </Link>
      ) : (
        <div className={styles.inner}>{content}</div>
      )}
    </aside>
  );
}
