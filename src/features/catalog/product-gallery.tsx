import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  gallery: { display: 'grid', gap: tokens.spacingVerticalM },
  stage: { backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden' },
  stageImage: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  thumbs: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  thumb: {
    padding: 0,
    borderTopWidth: tokens.strokeWidthThick,
    borderBottomWidth: tokens.strokeWidthThick,
    borderLeftWidth: tokens.strokeWidthThick,
    borderRightWidth: tokens.strokeWidthThick,
    borderTopStyle: 'solid',
    borderBottomStyle: 'solid',
    borderLeftStyle: 'solid',
    borderRightStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    borderBottomColor: tokens.colorNeutralStroke2,
    borderLeftColor: tokens.colorNeutralStroke2,
    borderRightColor: tokens.colorNeutralStroke2,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    cursor: 'pointer',
    overflow: 'hidden',
  },
  thumbActive: {
    borderTopColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
  },
  thumbImage: { width: box.thumbnail, height: box.thumbnail },
});

/** The product's pictures: the one picked, large, and a thumbnail button for each when there are several. */
export function ProductGallery({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = product.images[index] ?? product.images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <ImageWithFallback src={current} alt={product.title} width={800} height={800} className={styles.stageImage} priority />
      </div>
      {product.images.length > 1 && (
        <div className={styles.thumbs}>
          {product.images.map((image, position) => (
            <button
              key={image}
              type="button"
              className={mergeClasses(styles.thumb, position === index && styles.thumbActive)}
              aria-label={intl.formatMessage({ id: 'product.image', defaultMessage: 'Image {number} of {count}' }, { number: position + 1, count: product.images.length })}
              aria-pressed={position === index}
              onClick={() => setIndex(position)}
            >
              <ImageWithFallback src={image} alt="" width={72} height={72} className={styles.thumbImage} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
