import {
  getAddToCompareListMockHandler,
  getClearCompareListMockHandler,
  getGetCompareListMockHandler,
  getRemoveFromCompareListMockHandler,
} from '../../src/api/generated/endpoints/compare/compare.msw';
import {
  addToCompareListResponse,
  clearCompareListResponse,
  getCompareListResponse,
  removeFromCompareListResponse,
} from '../../src/api/generated/zod/compare/compare.zod';
import { t, type Text } from '../db/rules/api-error';
import { requireCustomer } from '../db/rules/access';
import { addToCompare, clearCompare, COMPARE_GUEST_MESSAGE, removeFromCompare } from '../db/rules/lists';
import { serializeCompareList } from '../db/serializers/people';
import { refreshView } from '../db/serializers/view';
import type { Ctx, Kit } from './kit';

export function compareHandlers(kit: Kit) {
  const answer = (ctx: Ctx, message?: Text) => ctx.ok({ compareList: serializeCompareList(refreshView(ctx.view), ctx.user) }, message);
  return [
    kit.stateful(getGetCompareListMockHandler, getCompareListResponse, (ctx) => {
      requireCustomer(ctx.user, COMPARE_GUEST_MESSAGE);
      return answer(ctx);
    }),
    // `/compare-lists/clear` before `/compare-lists/:productId`.
    kit.stateful(getClearCompareListMockHandler, clearCompareListResponse, (ctx) => {
      clearCompare(ctx.db, requireCustomer(ctx.user, COMPARE_GUEST_MESSAGE));
      return answer(ctx, t('Compare list cleared', 'تم إفراغ قائمة المقارنة'));
    }),
    kit.stateful(getAddToCompareListMockHandler, addToCompareListResponse, (ctx) => {
      addToCompare(ctx.db, requireCustomer(ctx.user, COMPARE_GUEST_MESSAGE), ctx.id('productId'));
      return answer(ctx, t('Added to compare list', 'تمت الإضافة إلى قائمة المقارنة'));
    }),
    kit.stateful(getRemoveFromCompareListMockHandler, removeFromCompareListResponse, (ctx) => {
      removeFromCompare(ctx.db, requireCustomer(ctx.user, COMPARE_GUEST_MESSAGE), ctx.id('productId'));
      return answer(ctx, t('Removed from compare list', 'تمت الإزالة من قائمة المقارنة'));
    }),
  ];
}
