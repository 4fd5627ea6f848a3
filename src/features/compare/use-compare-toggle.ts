import { defineMessage } from 'react-intl';
import { addToCompareList, getGetCompareListQueryKey, removeFromCompareList } from '../../api/generated/endpoints/compare/compare';
import type { CompareListResponse, Product } from '../../api/generated/model';
import { useCachedAnswer } from '../../api/use-cached-answer';
import { useListToggle } from '../../components/list-toggle/use-list-toggle';

const loginRequired = defineMessage({ id: 'compare.loginRequired', defaultMessage: 'You must be logged in to compare products' });

/** Compare toggle for one product: the compare list cache when loaded, else the product's is_compared flag. */
export function useCompareToggle(product: Pick<Product, 'id' | 'is_compared'>) {
  const cached = useCachedAnswer(getGetCompareListQueryKey(), (body?: CompareListResponse) => body?.data.compareList.items.some((item) => item.product.id === product.id));
  const isCompared = cached ?? product.is_compared;
  const { isBusy, toggle } = useListToggle({
    isIn: isCompared,
    add: () => addToCompareList(product.id),
    remove: () => removeFromCompareList(product.id),
    loginRequired,
  });
  return { isCompared, isBusy, toggle };
}
