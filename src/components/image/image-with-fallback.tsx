import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  image: { display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'contain' },
  fallback: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    maxWidth: '100%',
    height: 'auto',
    textAlign: 'center',
  },
  fallbackIcon: { fontSize: tokens.fontSizeHero700 },
});

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so nothing shifts while loading. */
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The page's largest image above the fold (its LCP): loaded at once with high fetch priority. */
  priority?: boolean;
}

/** An image that keeps its box and says 'Failed to load image' when the file cannot be shown. */
export function ImageWithFallback({ src, alt, width, height, className, loading = 'lazy', priority = false }: ImageWithFallbackProps) {
  const styles = useStyles();
  const intl = useIntl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const text = intl.formatMessage({ id: 'image.failed', defaultMessage: 'Failed to load image' });
    const label = alt ? intl.formatMessage({ id: 'image.failedWithAlt', defaultMessage: '{alt}: failed to load image' }, { alt }) : text;
    return (
      <div
        role="img"
        aria-label={label}
        className={mergeClasses(styles.fallback, className)}
        // eslint-disable-next-line no-restricted-syntax -- per render: the box of the image it stands in for, from its props
        style={{ aspectRatio: `${width} / ${height}`, width }}
      >
        <ImageOffRegular className={styles.fallbackIcon} aria-hidden />
        <span aria-hidden>{text}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={mergeClasses(styles.image, className)}
      onError={() => setFailedSrc(src)}
    />
  );
}
