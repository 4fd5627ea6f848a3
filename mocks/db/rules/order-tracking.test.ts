import { describe, expect, it } from 'vitest';
import { phoneKey, takeTrackingLookup, trackOrder, TRACKING_LIMITS } from './order-tracking';
import { ApiError } from './api-error';
import { statusOf } from '../../testing/rule-errors';
import { createTestDb } from '../../testing/test-db';
import { DEMO_EMAIL } from '../seed/seed-users';

const NUMBER = 'NT-240001';

describe('public tracking asks for the order’s contact', () => {
  it('finds an order by its number or tracking number with its e-mail or phone, in any case or spelling', () => {
    const { db } = createTestDb();
    const order = db.state.orders.find((row) => row.number === NUMBER)!;
    expect(order.contact.email).toBe(DEMO_EMAIL);
    for (const contact of [DEMO_EMAIL, ` ${DEMO_EMAIL.toUpperCase()} `, '01012345678', '+20 101 234 5678', '0020-1012345678', '٠١٠١٢٣٤٥٦٧٨']) {
      expect(trackOrder(db, { orderNumber: 'nt-240001', contact }).id, contact).toBe(order.id);
    }
    const shipped = db.state.orders.find((row) => row.trackingNumber && row.contact.email === DEMO_EMAIL)!;
    expect(trackOrder(db, { trackingNumber: shipped.trackingNumber!.toLowerCase(), contact: '01012345678' }).id).toBe(shipped.id);
  });

  it('answers a wrong contact exactly as an unknown number: the same 404 and message', () => {
    const { db } = createTestDb();
    const message = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof ApiError ? [error.status, error.text] : error;
      }
      return 'found';
    };
    const unknown = message(() => trackOrder(db, { orderNumber: 'NT-999999', contact: DEMO_EMAIL }));
    expect(unknown).toEqual([404, expect.anything()]);
    for (const contact of ['omar@example.com', '01198765432', 'demo@niletech', '1', '@', '   ']) {
      expect(message(() => trackOrder(db, { orderNumber: NUMBER, contact })), contact).toEqual(unknown);
    }
  });

  it('reads phones as their national digits', () => {
    expect(phoneKey('+20 101-234-5678')).toBe('01012345678');
    expect(phoneKey('00201012345678')).toBe('01012345678');
    expect(phoneKey('۰۱۰۱۲۳۴۵۶۷۸')).toBe('01012345678');
    expect(phoneKey('2012')).toBe('2012');
  });
});

describe('lookups per client', () => {
  it(`takes ${TRACKING_LIMITS.perToken} a minute from one token, then 429 with the seconds to wait, and more after the minute`, () => {
    const { db, clock } = createTestDb();
    const client = { token: 'guest-token', address: null };
    for (let index = 0; index < TRACKING_LIMITS.perToken; index += 1) takeTrackingLookup(db, client);
    let refused: unknown;
    try {
      takeTrackingLookup(db, client);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': '60' });
    // Another token is another client; the first one is served again once its minute has passed.
    expect(() => takeTrackingLookup(db, { token: 'other-token', address: null })).not.toThrow();
    clock.advance(TRACKING_LIMITS.windowMs);
    expect(() => takeTrackingLookup(db, client)).not.toThrow();
  });

  it('limits one network address across fresh tokens, and bare requests together', () => {
    const { db } = createTestDb();
    for (let index = 0; index < TRACKING_LIMITS.perAddress; index += 1) takeTrackingLookup(db, { token: `token-${index}`, address: '10.0.0.7' });
    expect(statusOf(() => takeTrackingLookup(db, { token: 'brand-new', address: '10.0.0.7' }))).toBe(429);
    for (let index = 0; index < TRACKING_LIMITS.perToken; index += 1) takeTrackingLookup(db, { token: null, address: null });
    expect(statusOf(() => takeTrackingLookup(db, { token: null, address: null }))).toBe(429);
  });

  it('starts afresh with a reset database', () => {
    const { db } = createTestDb();
    for (let index = 0; index < TRACKING_LIMITS.perToken; index += 1) takeTrackingLookup(db, { token: 't', address: null });
    db.reset();
    expect(() => takeTrackingLookup(db, { token: 't', address: null })).not.toThrow();
  });
});
