import {
  getForgetPasswordMockHandler,
  getGetInitialDataMockHandler,
  getLoginGuestMockHandler,
  getLoginMockHandler,
  getRegisterMockHandler,
  getResendOtpMockHandler,
  getResetPasswordMockHandler,
  getVerifyOtpMockHandler,
} from '../../src/api/generated/endpoints/session/session.msw';
import { forgetPasswordBody, loginBody, registerBody, resendOtpBody, resetPasswordBody, verifyOtpBody } from '../../src/api/generated/zod-requests/session/session.zod';
import { t } from '../db/rules/api-error';
import { requireShopper } from '../db/rules/access';
import { resetPassword, sendResetCode, verifyResetCode } from '../db/rules/otp';
import { login, loginGuest, register } from '../db/rules/session';
import { createView } from '../db/serializers/view';
import { serializeSession, serializeUser } from '../db/serializers/people';
import type { Kit } from './kit';

const CODE_SENT = t('We sent a 6-digit code to your e-mail.', 'أرسلنا كودًا من 6 أرقام إلى بريدك الإلكتروني.');

export function sessionHandlers(kit: Kit) {
  return [
    kit.stateful(getLoginGuestMockHandler, 'loginGuestResponse', (ctx) => {
      const { user, token } = loginGuest(ctx.db);
      return ctx.ok({ record: serializeUser(ctx.view, user, token) });
    }),
    kit.stateful(getLoginMockHandler, 'loginResponse', async (ctx) => {
      const input = await ctx.body(loginBody);
      const { user, token } = login(ctx.db, ctx.user, input.email, input.password);
      const { user: record, ...lists } = serializeSession(createView(ctx.db, ctx.locale, user), user, token);
      return ctx.ok({ record, ...lists }, t('Logged in successfully', 'تم تسجيل الدخول بنجاح'));
    }),
    kit.stateful(getRegisterMockHandler, 'registerResponse', async (ctx) => {
      const input = await ctx.body(registerBody);
      const { user, token } = register(ctx.db, ctx.user, input);
      const { user: record, ...lists } = serializeSession(createView(ctx.db, ctx.locale, user), user, token);
      return ctx.ok({ record, ...lists }, t('Your account was created', 'تم إنشاء حسابك بنجاح'));
    }),
    kit.stateful(getForgetPasswordMockHandler, 'forgetPasswordResponse', async (ctx) => {
      const input = await ctx.body(forgetPasswordBody);
      return ctx.ok(sendResetCode(ctx.db, input.email, ctx.options.onOtpSent), CODE_SENT);
    }),
    kit.stateful(getResendOtpMockHandler, 'resendOtpResponse', async (ctx) => {
      const input = await ctx.body(resendOtpBody);
      return ctx.ok(sendResetCode(ctx.db, input.email, ctx.options.onOtpSent), CODE_SENT);
    }),
    kit.stateful(getVerifyOtpMockHandler, 'verifyOtpResponse', async (ctx) => {
      const input = await ctx.body(verifyOtpBody);
      return ctx.ok(verifyResetCode(ctx.db, input.email, input.code), t('The code is valid', 'الكود صحيح'));
    }),
    kit.stateful(getResetPasswordMockHandler, 'resetPasswordResponse', async (ctx) => {
      const input = await ctx.body(resetPasswordBody);
      resetPassword(ctx.db, input.email, input.code, input.password, input.password_confirmation);
      return ctx.ok({}, t('Your password was changed. You can log in now.', 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.'));
    }),
    kit.stateful(getGetInitialDataMockHandler, 'getInitialDataResponse', (ctx) => {
      const user = requireShopper(ctx.user);
      return ctx.ok(serializeSession(ctx.view, user, ctx.token ?? ''));
    }),
  ];
}
