import { defineMessage } from 'react-intl';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { addToCompareList, removeFromCompareList, useGetCompareList } from '../../api/generated/endpoints/compare/compare';
import type { Product } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { sessionStore } from '../../session/session-store';

/** Compare toggle for one product; a guest hears 'You must be logged in to compare products' (spec section 6). */
export function useCompareToggle(product: Pick<Product, 'id' | 'is_compared'>) {
  const { role } = useSnapshot(sessionStore);
  const [isBusy, setBusy] = useState(false);
  const { data: compareList } = useGetCompareList({ query: { enabled: false, select: (body) => body.data.compareList } });
  const isCompared = compareList ? compareList.items.some((item) => item.product.id === product.id) : product.is_compared;

  const toggle = async () => {
    if (isBusy) return;
    if (role !== 'customer') {
      toastBus.show({ intent: 'warning', message: defineMessage({ id: 'compare.loginRequired', defaultMessage: 'You must be logged in to compare products' }) });
      return;
    }
    setBusy(true);
    try {
      await (isCompared ? removeFromCompareList(product.id) : addToCompareList(product.id));
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setBusy(false);
    }
  };
  return { isCompared, isBusy, toggle };
}
