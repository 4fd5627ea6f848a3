import { getChangePasswordMockHandler, getUpdateProfileMockHandler } from '../../src/api/generated/endpoints/profile/profile.msw';
import { changePasswordBody, updateProfileBody } from '../../src/api/generated/zod-requests/profile/profile.zod';
import { t } from '../db/rules/api-error';
import { requireCustomer } from '../db/rules/access';
import { changePassword, endOtherTokens, updateProfile } from '../db/rules/session';
import { serializeUser } from '../db/serializers/people';
import type { Kit } from './kit';

export function profileHandlers(kit: Kit) {
  return [
    kit.stateful(getChangePasswordMockHandler, 'changePasswordResponse', async (ctx) => {
      const user = requireCustomer(ctx.user);
      const input = await ctx.body(changePasswordBody);
      changePassword(user, input.current_password, input.password, input.password_confirmation);
      endOtherTokens(ctx.db, user.id, ctx.token);
      return ctx.ok({}, t('Your password was changed', 'تم تغيير كلمة المرور'));
    }),
    kit.stateful(getUpdateProfileMockHandler, 'updateProfileResponse', async (ctx) => {
      const user = requireCustomer(ctx.user);
      const input = await ctx.body(updateProfileBody);
      updateProfile(ctx.db, user, input);
      return ctx.ok({ record: serializeUser(ctx.view, user, ctx.token ?? '') }, t('Profile updated', 'تم تحديث الملف الشخصي'));
    }),
  ];
}
