import {
  getAddToCompareListMockHandler,
  getClearCompareListMockHandler,
  getGetCompareListMockHandler,
  getRemoveFromCompareListMockHandler,
} from '../../src/api/generated/endpoints/compare/compare.msw';
import { t, type Text } from '../db/rules/api-error';
import { addToCompare, clearCompare, COMPARE_GUEST_MESSAGE, removeFromCompare } from '../db/rules/lists';
import { serializeCompareList } from '../db/serializers/people';
import { refreshView } from '../db/serializers/view';
import type { Ctx, Kit } from './kit';
import { productListHandlers } from './product-list-handlers';

export function compareHandlers(kit: Kit) {
  return productListHandlers(kit, {
    guestMessage: COMPARE_GUEST_MESSAGE,
    answer: (ctx: Ctx, message?: Text) => ctx.ok({ compareList: serializeCompareList(refreshView(ctx.view), ctx.user) }, message),
    read: { handler: getGetCompareListMockHandler, schema: 'getCompareListResponse' },
    clear: { handler: getClearCompareListMockHandler, schema: 'clearCompareListResponse', apply: clearCompare, done: t('Compare list cleared', 'تم إفراغ قائمة المقارنة') },
    add: { handler: getAddToCompareListMockHandler, schema: 'addToCompareListResponse', apply: addToCompare, done: t('Added to compare list', 'تمت الإضافة إلى قائمة المقارنة') },
    remove: { handler: getRemoveFromCompareListMockHandler, schema: 'removeFromCompareListResponse', apply: removeFromCompare, done: t('Removed from compare list', 'تمت الإزالة من قائمة المقارنة') },
  });
}
