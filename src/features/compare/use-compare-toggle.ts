import { defineMessage } from 'react-intl';
import { addToCompareList, removeFromCompareList, useGetCompareList } from '../../api/generated/endpoints/compare/compare';
import type { Product } from '../../api/generated/model';
import { useListToggle } from '../../components/list-toggle/use-list-toggle';

const loginRequired = defineMessage({ id: 'compare.loginRequired', defaultMessage: 'You must be logged in to compare products' });

/** Compare toggle for one product: the compare list cache when loaded, else the product's is_compared flag. */
export function useCompareToggle(product: Pick<Product, 'id' | 'is_compared'>) {
  const { data: compareList } = useGetCompareList({ query: { enabled: false, select: (body) => body.data.compareList } });
  const isCompared = compareList ? compareList.items.some((item) => item.product.id === product.id) : product.is_compared;
  const { isBusy, toggle } = useListToggle({
    isIn: isCompared,
    add: () => addToCompareList(product.id),
    remove: () => removeFromCompareList(product.id),
    loginRequired,
  });
  return { isCompared, isBusy, toggle };
}
