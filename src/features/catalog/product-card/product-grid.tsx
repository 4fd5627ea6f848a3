import { mergeClasses } from '@fluentui/react-components';
import type { Product } from '../../../api/generated/model';
import { useFirstItemsFirst } from '../../../lib/use-first-items-first';
import { ProductCard } from './product-card';
import { useProductGridStyles } from './product-grid-styles';

/** Cards drawn with the grid; the rest just after (two rows at 1280 px, four on a phone: a listing's first screen). */
const CARDS_FIRST = 8;

/**
 * A responsive grid of product cards (two columns on mobile). `priorityCount` cards (the first row of a
 * listing at the top of its page) load their image at once with high priority: it is the page's LCP. The
 * first CARDS_FIRST cards of new products are drawn at once, the others in the background render after.
 */
export function ProductGrid({ products, label, priorityCount = 0, fourUp = false }: { products: readonly Product[]; label?: string; priorityCount?: number; fourUp?: boolean }) {
  const styles = useProductGridStyles();
  const drawn = useFirstItemsFirst(products, CARDS_FIRST);
  return (
    <ul className={mergeClasses(styles.grid, fourUp && styles.fourUp, styles.list)} aria-label={label}>
      {drawn.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
