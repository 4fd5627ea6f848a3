import { mergeClasses } from '@fluentui/react-components';
import type { Product } from '../../../api/generated/model';
import { ProductCard } from './product-card';
import { useProductGridStyles } from './product-grid-styles';

/**
 * A responsive grid of product cards (two columns on mobile). `priorityCount` cards (the first row of a
 * listing at the top of its page) load their image at once with high priority: it is the page's LCP.
 */
export function ProductGrid({ products, label, priorityCount = 0 }: { products: readonly Product[]; label?: string; priorityCount?: number }) {
  const styles = useProductGridStyles();
  return (
    <ul className={mergeClasses(styles.grid, styles.list)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
