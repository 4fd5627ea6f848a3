import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ListItem } from '../../api/generated/model';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { ProductPrice } from '../../components/price/product-price';
import { useWishlistRow } from './use-wishlist-row';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: `${box.thumbnail} 1fr`, gap: tokens.spacingHorizontalM, alignItems: 'center', paddingBlock: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  image: { borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2, width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    ':hover': { textDecorationLine: 'underline' },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A wishlist product: image, title, price (sale price struck through when discounted), add to cart, remove. */
export function WishlistItem({ item, layout = 'row', onNavigate }: { item: ListItem; layout?: 'row' | 'card'; onNavigate?: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const { running, canAddToCart, remove, addToCart } = useWishlistRow(item);
  const { product } = item;
  const size = layout === 'card' ? 240 : 72;
  return (
    <article className={mergeClasses(layout === 'row' ? styles.row : styles.card)} aria-label={product.title}>
      <Link href={`/products/${product.slug}`} onClick={onNavigate} tabIndex={-1} aria-hidden>
        <ImageWithFallback className={styles.image} src={product.images[0]} alt="" width={size} height={size} />
      </Link>
      <div className={styles.body}>
        <Link href={`/products/${product.slug}`} onClick={onNavigate} className={styles.title}>
          {keepHyphenatedWords(product.title)}
        </Link>
        <ProductPrice product={product} />
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="primary"
            icon={running === 'addingToCart' ? <ButtonSpinner size="small" /> : <CartRegular />}
            disabled={!canAddToCart || running !== null}
            onClick={() => void addToCart()}
          >
            {product.is_carted
              ? intl.formatMessage({ id: 'wishlist.inCart', defaultMessage: 'In cart' })
              : product.has_stock
                ? intl.formatMessage({ id: 'wishlist.addToCart', defaultMessage: 'Add to cart' })
                : intl.formatMessage({ id: 'wishlist.outOfStock', defaultMessage: 'Out of stock' })}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={running === 'removingFromWishlist' ? <ButtonSpinner size="small" /> : <DeleteRegular />}
            disabled={running !== null}
            aria-label={intl.formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove {title} from wishlist' }, { title: product.title })}
            onClick={() => void remove()}
          />
        </div>
      </div>
    </article>
  );
}
