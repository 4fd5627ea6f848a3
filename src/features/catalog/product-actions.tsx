import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapFilled, ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { HeartFilled, HeartRegular } from '@fluentui/react-icons/svg/heart';
import { ShareRegular } from '@fluentui/react-icons/svg/share';
import { defineMessages, useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { ProductCartControl } from '../cart/product-cart-control';
import { useCompareToggle } from '../compare/use-compare-toggle';
import { useWishlistToggle } from '../wishlist/use-wishlist-toggle';

const shareMessages = defineMessages({
  copied: { id: 'product.linkCopied', defaultMessage: 'Link copied' },
  copyFailed: { id: 'product.linkCopyFailed', defaultMessage: 'Could not copy the link' },
});

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  wished: { color: tokens.colorPaletteRedForeground1 },
});

/** Share: the Web Share API where there is one, else the address is copied. */
async function shareProduct(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      /* the shopper closed the share sheet */
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toastBus.show({ intent: 'success', message: shareMessages.copied });
  } catch {
    toastBus.show({ intent: 'error', message: shareMessages.copyFailed });
  }
}

/** The buy box's actions: the cart control, wishlist, compare and share. */
export function ProductActions({ product }: { product: Product }) {
  const styles = useStyles();
  const intl = useIntl();
  const wishlist = useWishlistToggle(product);
  const compare = useCompareToggle(product);
  return (
    <div className={styles.actions}>
      <ProductCartControl product={product} prominent />
      <Button
        appearance="outline"
        aria-pressed={wishlist.isWished}
        disabled={wishlist.isBusy}
        icon={wishlist.isWished ? <HeartFilled className={styles.wished} /> : <HeartRegular />}
        onClick={() => void wishlist.toggle()}
      >
        {wishlist.isWished
          ? intl.formatMessage({ id: 'product.inWishlist', defaultMessage: 'In wishlist' })
          : intl.formatMessage({ id: 'product.addToWishlist', defaultMessage: 'Add to wishlist' })}
      </Button>
      <Button
        appearance="outline"
        aria-pressed={compare.isCompared}
        disabled={compare.isBusy}
        icon={compare.isCompared ? <ArrowSwapFilled /> : <ArrowSwapRegular />}
        onClick={() => void compare.toggle()}
      >
        {intl.formatMessage({ id: 'product.compareButton', defaultMessage: 'Compare' })}
      </Button>
      <Button appearance="subtle" icon={<ShareRegular />} onClick={() => void shareProduct(product.title)}>
        {intl.formatMessage({ id: 'product.share', defaultMessage: 'Share' })}
      </Button>
    </div>
  );
}
