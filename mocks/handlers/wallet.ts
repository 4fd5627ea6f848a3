import { getCreditWalletMockHandler, getGetWalletMockHandler } from '../../src/api/generated/endpoints/wallet/wallet.msw';
import { creditWalletBody, getWalletQueryParams } from '../../src/api/generated/zod-requests/wallet/wallet.zod';
import { t } from '../db/rules/api-error';
import { requireCustomer } from '../db/rules/access';
import { creditWallet } from '../db/rules/wallet';
import { serializePaymentMethod, serializeWallet } from '../db/serializers/commerce';
import type { Kit } from './kit';

export function walletHandlers(kit: Kit) {
  return [
    kit.stateful(getGetWalletMockHandler, 'getWalletResponse', (ctx) => {
      const user = requireCustomer(ctx.user);
      const query = ctx.query(getWalletQueryParams);
      return ctx.ok({
        record: serializeWallet(ctx.view, user.id),
        ...(query['with[]']?.includes('paymentMethods')
          ? { paymentMethods: ctx.db.state.paymentMethods.map((row) => serializePaymentMethod(ctx.view, row)) }
          : {}),
      });
    }),
    kit.stateful(getCreditWalletMockHandler, 'creditWalletResponse', async (ctx) => {
      const user = requireCustomer(ctx.user);
      const { data, receipt } = await ctx.form(creditWalletBody, ['amount', 'payment_method_id']);
      creditWallet(ctx.db, user, { amount: data.amount, paymentMethodId: data.payment_method_id, receipt });
      return ctx.ok(
        {
          record: serializeWallet(ctx.view, user.id),
          paymentMethods: ctx.db.state.paymentMethods.map((row) => serializePaymentMethod(ctx.view, row)),
        },
        t('Top-up received: your balance is updated once it is approved', 'تم استلام طلب الشحن وسيُضاف الرصيد بعد الموافقة عليه'),
      );
    }),
  ];
}
