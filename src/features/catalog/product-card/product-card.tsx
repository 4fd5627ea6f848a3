import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapFilled, ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { HeartFilled, HeartRegular } from '@fluentui/react-icons/svg/heart';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../../api/generated/model';
import { ProductCartControl } from '../../cart/product-cart-control';
import { useCompareToggle } from '../../compare/use-compare-toggle';
import { useWishlistToggle } from '../../wishlist/use-wishlist-toggle';
import { IconTooltip } from '../../../components/icon-tooltip/icon-tooltip';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { Pill } from '../../../components/pill/pill';
import { ProductPrice } from '../../../components/price/product-price';
import { PrefetchLink } from '../../../components/routing/prefetch-link';
import { Rating } from '../../../components/rating/rating';
import { StockStatus } from '../../../components/stock-status/stock-status';
import { keepHyphenatedWords } from '../../../i18n/bidi';
import { CutTitle } from '../../../components/cut-title/cut-title';
import { box } from '../../../lib/layout-tokens';
import { thinBorder } from '../../../components/page-layout/thin-border';

const useStyles = makeStyles({
  // A plain element rather than Fluent's Card: the card is not interactive itself, and Card's focus
  // machinery would cost the home route ~10 kB.
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    boxSizing: 'border-box',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    ...thinBorder(tokens.colorNeutralStroke2),
    ':hover': { boxShadow: tokens.shadow8 },
  },
  media: {
    position: 'relative',
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  image: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  // The badges stop short of the toggles' column (a 24 px button 4 px from the edge) and wrap there: in Arabic
  // on a phone "خصم 10%" and "جديد" side by side ran under the wishlist button.
  badges: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    insetInlineStart: tokens.spacingHorizontalS,
    insetInlineEnd: box.controlSmall,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    // It spans the image's width now: clicks between the badges reach the image's link.
    pointerEvents: 'none',
  },
  toggles: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    insetInlineEnd: tokens.spacingHorizontalXS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  toggle: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4 },
  wished: { color: tokens.colorPaletteRedForeground1 },
  title: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: '2.6em',
    ':hover': { textDecorationLine: 'underline' },
  },
  footer: { display: 'grid', gap: tokens.spacingVerticalS, marginBlockStart: 'auto' },
});

/** Wishlist and compare toggles on the card's image. */
function CardToggles({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const wishlist = useWishlistToggle(product);
  const compare = useCompareToggle(product);
  const wishLabel = wishlist.isWished
    ? intl.formatMessage({ id: 'product.unwish', defaultMessage: 'Remove {title} from wishlist' }, { title: product.title })
    : intl.formatMessage({ id: 'product.wish', defaultMessage: 'Add {title} to wishlist' }, { title: product.title });
  const compareLabel = compare.isCompared
    ? intl.formatMessage({ id: 'product.uncompare', defaultMessage: 'Remove {title} from compare list' }, { title: product.title })
    : intl.formatMessage({ id: 'product.compare', defaultMessage: 'Compare {title}' }, { title: product.title });
  return (
    <div className={styles.toggles}>
      <IconTooltip label={wishLabel}>
        <Button
          className={styles.toggle}
          shape="circular"
          size="small"
          aria-pressed={wishlist.isWished}
          disabled={wishlist.isBusy}
          icon={wishlist.isWished ? <HeartFilled className={styles.wished} /> : <HeartRegular />}
          onClick={() => void wishlist.toggle()}
        />
      </IconTooltip>
      <IconTooltip label={compareLabel}>
        <Button
          className={styles.toggle}
          shape="circular"
          size="small"
          aria-pressed={compare.isCompared}
          disabled={compare.isBusy}
          icon={compare.isCompared ? <ArrowSwapFilled /> : <ArrowSwapRegular />}
          onClick={() => void compare.toggle()}
        />
      </IconTooltip>
    </div>
  );
}

/**
 * A product in a grid: image, title link, discount badge, price, stock state, cart control and toggles.
 * `priority` marks a card of the first row, whose image is the page's largest paint. Memoised: a listing
 * re-rendered for a filter change keeps the same product objects while the next page loads (placeholder
 * data), so its cards are not drawn again; the cart, wishlist and compare state reach a card through its hooks.
 */
export const ProductCard = memo(function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const href = `/products/${product.slug}`;
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <PrefetchLink href={href} tabIndex={-1} aria-hidden>
          <ImageWithFallback src={product.images[0]} alt="" width={400} height={400} className={styles.image} priority={priority} />
        </PrefetchLink>
        <div className={styles.badges}>
          {product.is_discounted && (
            <Pill tone="danger">
              {intl.formatMessage({ id: 'product.discount', defaultMessage: '-{percent}%' }, { percent: product.discount_percent })}
            </Pill>
          )}
          {product.is_new && (
            <Pill tone="brand">
              {intl.formatMessage({ id: 'product.new', defaultMessage: 'New' })}
            </Pill>
          )}
        </div>
        <CardToggles product={product} />
      </div>
      <PrefetchLink href={href} className={styles.title} dir="auto">
        <CutTitle>{keepHyphenatedWords(product.title)}</CutTitle>
      </PrefetchLink>
      <Rating rating={product.rating} count={product.reviews_count} />
      <div className={styles.footer}>
        <ProductPrice product={product} />
        <StockStatus availability={product.availability} stock={product.stock} />
        <ProductCartControl product={product} />
      </div>
    </article>
  );
});
