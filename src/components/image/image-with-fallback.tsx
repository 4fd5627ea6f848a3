import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failedPictureUrl } from './failed-picture';

const useStyles = makeStyles({
  image: { display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'contain' },
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
  const failed = !src || failedSrc === src;
  const text = failed ? intl.formatMessage({ id: 'image.failed', defaultMessage: 'Failed to load image' }) : '';
  const label = failed && alt ? intl.formatMessage({ id: 'image.failedWithAlt', defaultMessage: '{alt}: failed to load image' }, { alt }) : text;
  // A failed picture is the same <img> with a drawn stand-in: the same attributes and classes, so exactly its box.
  const picture = useMemo(() => (failed ? failedPictureUrl(width, height, text) : null), [failed, width, height, text]);
  if (picture) {
    return <img src={picture} alt={label} width={width} height={height} className={mergeClasses(styles.image, className)} />;
  }
  return (
    <img
      src={src ?? undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={mergeClasses(styles.image, className)}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
