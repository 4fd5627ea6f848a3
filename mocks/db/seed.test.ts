import { describe, expect, it } from 'vitest';
import { seedState, SCHEMA_VERSION } from './seed';
import { availability, pricing } from './rules/pricing';
import { availableBalance, totalBalance } from './rules/wallet';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/seed-users';
import { TEST_EPOCH } from '../testing/test-db';

describe('seed', () => {
  const state = seedState({ now: TEST_EPOCH });

  it('is deterministic: two seeds at the same clock are equal', () => {
    expect(seedState({ now: TEST_EPOCH })).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('moves every date with the injected clock and nothing else', () => {
    const later = seedState({ now: TEST_EPOCH + 86_400_000 });
    expect(later.products.map((product) => product.stock)).toEqual(state.products.map((product) => product.stock));
    expect(later.settings.topHeader.endTime - state.settings.topHeader.endTime).toBe(86_400_000);
  });

  it('has the catalogue sizes the shop needs', () => {
    expect(state.products.length).toBeGreaterThanOrEqual(150);
    expect(state.categories.length).toBeGreaterThanOrEqual(10);
    expect(state.brands).toHaveLength(20);
    expect(state.tags.length).toBeGreaterThanOrEqual(15);
    expect(new Set(state.products.map((product) => product.slug)).size).toBe(state.products.length);
    expect(new Set(state.products.map((product) => product.sku)).size).toBe(state.products.length);
  });

  it('covers every stock state in roughly 70/12/8/10 %', () => {
    const count = (state_: string) => state.products.filter((product) => availability(product.stock) === state_).length;
    const n = state.products.length;
    expect(count('out_of_stock') / n).toBeCloseTo(0.1, 1);
    expect(count('low_stock') / n).toBeCloseTo(0.12, 1);
    expect(count('limited_stock') / n).toBeCloseTo(0.08, 1);
    expect(count('in_stock') / n).toBeCloseTo(0.7, 1);
    for (const product of state.products.filter((row) => availability(row.stock) === 'low_stock')) {
      expect(product.stock).toBeGreaterThanOrEqual(1);
      expect(product.stock).toBeLessThanOrEqual(5);
    }
  });

  it('discounts about 30 % of products by 5–40 % with whole-pound prices and future offers', () => {
    const discounted = state.products.filter((product) => product.discountPercent > 0);
    expect(discounted.length / state.products.length).toBeCloseTo(0.3, 1);
    for (const product of discounted) {
      expect(product.discountPercent).toBeGreaterThanOrEqual(5);
      expect(product.discountPercent).toBeLessThanOrEqual(40);
      expect(Number.isInteger(pricing(product, TEST_EPOCH).discountedPrice)).toBe(true);
    }
    const offers = state.products.filter((product) => product.offerEndsAt !== null);
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const offer of offers) expect(offer.offerEndsAt!).toBeGreaterThan(TEST_EPOCH);
    expect(state.products.filter((product) => product.isNew).length / state.products.length).toBeCloseTo(0.15, 1);
  });

  it('holds all 27 governorates with cities in both languages', () => {
    expect(state.governments).toHaveLength(27);
    for (const government of state.governments) {
      expect(government.title.ar).not.toBe('');
      expect(state.cities.some((city) => city.governmentId === government.id)).toBe(true);
    }
  });

  it('has the store setup: payment methods, coupons, settings, page metas, banners', () => {
    // Every method leaves a receipt to upload (spec section 5) and says where to pay, in both languages.
    expect(state.paymentMethods.map((method) => method.code)).toEqual(['fawry', 'instapay', 'vodafone_cash', 'bank_transfer', 'orange_cash']);
    for (const method of state.paymentMethods) {
      expect(method.instructions?.en).toBeTruthy();
      expect(method.instructions?.ar).toBeTruthy();
      expect(method.description.en).toMatch(/upload/);
      expect(method.description.ar).toMatch(/ارفع/);
    }
    expect(state.coupons.map((coupon) => coupon.code)).toEqual(['WELCOME10', 'SAVE200', 'EXPIRED25', 'BIG15']);
    expect(state.settings.topHeader.endTime).toBe(TEST_EPOCH + 10 * 86_400_000);
    expect(state.pageMetas.map((meta) => meta.pageUrl)).toEqual(
      expect.arrayContaining(['/', '/shop', '/categories', '/brands', '/cart', '/checkout', '/contact-us', '/faq', '/privacy-policy', '/terms-and-conditions', '/compare-list', '/login', '/register']),
    );
    expect(state.banners.length).toBeGreaterThanOrEqual(3);
    expect(state.faq.length).toBeGreaterThan(0);
    expect(state.terms.length).toBeGreaterThan(0);
    expect(state.privacy.length).toBeGreaterThan(0);
    expect(state.pages.map((page) => page.slug).sort()).toEqual(['returns-and-refunds', 'shipping-and-delivery', 'trade-in-program']);
    expect(state.contactSubjects.length).toBeGreaterThan(0);
  });

  it('seeds the demo customer with addresses, wallet, orders in every status and lists', () => {
    const demo = state.users.find((user) => user.email === DEMO_EMAIL)!;
    expect(demo).toMatchObject({ name: 'Mona Hassan', phone: '01012345678', gender: 'female', password: DEMO_PASSWORD, role: 'customer' });
    const addresses = state.addresses.filter((address) => address.userId === demo.id);
    expect(addresses).toHaveLength(3);
    expect(addresses.filter((address) => address.isDefault)).toHaveLength(1);
    expect(addresses.map((address) => state.governments.find((gov) => gov.id === address.governmentId)?.slug)).toEqual(['cairo', 'giza', 'alexandria']);
    expect(availableBalance(state, demo.id)).toBe(1500);
    expect(totalBalance(state, demo.id)).toBe(2000);
    expect(state.walletTransactions.filter((tx) => tx.userId === demo.id).length).toBeGreaterThanOrEqual(6);
    const orders = state.orders.filter((order) => order.userId === demo.id);
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['Pending', 'Processing', 'Completed', 'Cancelled']));
    expect(new Set(orders.map((order) => order.paymentStatus))).toEqual(new Set(['Pending', 'Paid', 'Failed', 'Refunded']));
    expect(new Set(orders.map((order) => order.shipmentStatus))).toEqual(new Set(['Pending', 'Shipped', 'In Transit', 'Delivered', 'Returned']));
    expect(new Set(orders.map((order) => order.carrier).filter(Boolean))).toEqual(new Set(['Bosta', 'Aramex']));
    for (const order of orders) {
      expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.shipping + order.tax - order.walletAmount, 2);
      expect(order.timeline.length).toBeGreaterThan(0);
    }
    expect(state.wishlist.filter((item) => item.userId === demo.id).length).toBeGreaterThanOrEqual(2);
    expect(state.compare.filter((item) => item.userId === demo.id).length).toBeGreaterThanOrEqual(2);
  });

  it('starts counters after the seeded ids', () => {
    expect(state.counters.order).toBe(Math.max(...state.orders.map((order) => order.id)));
    expect(state.counters.address).toBe(Math.max(...state.addresses.map((address) => address.id)));
    expect(state.counters.user).toBe(Math.max(...state.users.map((user) => user.id)));
  });
});
