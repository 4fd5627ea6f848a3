import {
  getGetOrderMockHandler,
  getListOrdersMockHandler,
  getPlaceGuestOrderMockHandler,
  getPlaceOrderMockHandler,
  getTrackOrderMockHandler,
} from '../../src/api/generated/endpoints/orders/orders.msw';
import { listOrdersQueryParams, placeGuestOrderBody, placeOrderBody, trackOrderQueryParams } from '../../src/api/generated/zod-requests/orders/orders.zod';
import { invalid, t, type Text } from '../db/rules/api-error';
import { requireCustomer, requireShopper } from '../db/rules/access';
import { getOrder, listOrders, placeOrder, type PlaceOrderOutcome } from '../db/rules/orders';
import { CLIENT_ADDRESS_HEADER, takeTrackingLookup, trackOrder } from '../db/rules/order-tracking';
import { serializeCart } from '../db/serializers/commerce';
import { serializeOrder, serializeOrderSummary, serializeOrderTracking } from '../db/serializers/people';
import { refreshView } from '../db/serializers/view';
import type { PaymentResult } from '../../src/api/generated/model';
import type { Ctx, Kit } from './kit';

const RESULT_MESSAGES: Record<PaymentResult, Text> = {
  successful: t('Your order has been placed', 'تم تأكيد طلبك بنجاح'),
  warning: t('Your order has been placed; we are reviewing the payment', 'تم تأكيد طلبك ونراجع عملية الدفع'),
  failed: t('Your payment has failed. Please try again.', 'فشلت عملية الدفع. يرجى المحاولة مرة أخرى.'),
};

/** The optional `Idempotency-Key` header (8..100 characters). */
function idempotencyKey(ctx: Ctx): string | null {
  const key = ctx.request.headers.get('idempotency-key');
  if (key === null) return null;
  if (key.length < 8 || key.length > 100) {
    throw invalid('Idempotency-Key', t('The Idempotency-Key header must be 8 to 100 characters.', 'يجب أن يكون مفتاح التكرار بين 8 و100 حرف.'));
  }
  return key;
}

function placed(ctx: Ctx, outcome: PlaceOrderOutcome) {
  const view = refreshView(ctx.view);
  return ctx.ok(
    { record: serializeOrder(view, outcome.order), payment_result: outcome.paymentResult, cart: serializeCart(view, outcome.cart) },
    RESULT_MESSAGES[outcome.paymentResult],
  );
}

export function ordersHandlers(kit: Kit) {
  return [
    kit.stateful(getPlaceOrderMockHandler, 'placeOrderResponse', async (ctx) => {
      const user = requireCustomer(ctx.user, t('Guests place orders with their contact details.', 'يطلب الزوار باستخدام بيانات التواصل.'));
      const key = idempotencyKey(ctx);
      const { data, receipt } = await ctx.form(placeOrderBody, ['payment_method_id']);
      return placed(ctx, placeOrder(ctx.db, user, { paymentMethodId: data.payment_method_id, notes: data.notes ?? null, receipt, idempotencyKey: key, paymentResult: ctx.options.overrides?.paymentResult }));
    }),
    kit.stateful(getPlaceGuestOrderMockHandler, 'placeGuestOrderResponse', async (ctx) => {
      const user = requireShopper(ctx.user);
      const key = idempotencyKey(ctx);
      const { data, receipt } = await ctx.form(placeGuestOrderBody, ['payment_method_id']);
      return placed(
        ctx,
        placeOrder(ctx.db, user, {
          paymentMethodId: data.payment_method_id,
          notes: data.notes ?? null,
          receipt,
          contact: { name: data.name, email: data.email, phone: data.phone },
          idempotencyKey: key,
          paymentResult: ctx.options.overrides?.paymentResult,
        }),
      );
    }),
    // `/orders/track` before `/orders/:orderId`. Counted before anything is read: a malformed lookup is a lookup too.
    kit.stateful(getTrackOrderMockHandler, 'trackOrderResponse', (ctx) => {
      takeTrackingLookup(ctx.db, { token: ctx.token, address: ctx.request.headers.get(CLIENT_ADDRESS_HEADER) });
      const query = ctx.query(trackOrderQueryParams);
      return ctx.ok({ record: serializeOrderTracking(ctx.view, trackOrder(ctx.db, query)) });
    }),
    kit.stateful(getGetOrderMockHandler, 'getOrderResponse', (ctx) => {
      const user = requireCustomer(ctx.user);
      return ctx.ok({ record: serializeOrder(ctx.view, getOrder(ctx.db, user, ctx.id('orderId'))) });
    }),
    kit.stateful(getListOrdersMockHandler, 'listOrdersResponse', (ctx) => {
      const user = requireCustomer(ctx.user);
      const query = ctx.query(listOrdersQueryParams);
      const { records, paginationInfo } = listOrders(ctx.db, user, query.page, query.id);
      return ctx.ok({ records: records.map((row) => serializeOrderSummary(ctx.view, row)), paginationInfo });
    }),
  ];
}
