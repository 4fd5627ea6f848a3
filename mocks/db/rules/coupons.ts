import { egp, invalid, t, type ApiError } from './api-error';
import { money } from '../ids';
import type { CouponRow, DbState } from '../types';

export function findCoupon(state: DbState, code: string): CouponRow | null {
  const wanted = code.trim().toUpperCase();
  return state.coupons.find((coupon) => coupon.code.toUpperCase() === wanted) ?? null;
}

/** Why a coupon cannot be used on a subtotal now, or null when it can. */
export function couponProblem(coupon: CouponRow | null, subtotal: number, now: number): ApiError | null {
  if (!coupon) return invalid('code', t('This coupon code is invalid', 'كود الخصم غير صحيح'));
  if (coupon.expiresAt !== null && coupon.expiresAt <= now) {
    return invalid('code', t('This coupon has expired', 'انتهت صلاحية كود الخصم'));
  }
  if (subtotal < coupon.minimumOrder) {
    return invalid(
      'code',
      t(
        `This coupon requires a minimum order of ${egp(coupon.minimumOrder)} EGP`,
        `يتطلب كود الخصم حدًا أدنى للطلب قدره ${egp(coupon.minimumOrder)} جنيه`,
      ),
    );
  }
  return null;
}

/** What a coupon takes off a subtotal: a percentage, or a fixed amount never above the subtotal. */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  if (coupon.type === 'percent') return money((subtotal * coupon.value) / 100);
  return money(Math.min(coupon.value, subtotal));
}
