import type { SeededRandom as Faker } from './seeded-random';
import { pricing } from '../rules/pricing';
import { orderNumberFor, trackingNumberFor } from '../order-numbers';
import type { OrderStatus, PaymentStatus, ShipmentStatus } from '../../../src/api/generated/model';
import type {
  AddressRow,
  CityRow,
  GovernmentRow,
  ListItemRow,
  OrderEventRow,
  OrderRow,
  PaymentMethodRow,
  ProductRow,
  T,
  UserRow,
  WalletDepositRow,
  WalletTransactionRow,
} from '../types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_EMAIL = 'demo@niletech.eg';
export const DEMO_PASSWORD = 'Demo@1234';
/** A second customer, so owner-only rules can be seen (and tested) with two accounts. */
export const SECOND_EMAIL = 'omar@niletech.eg';
export const SECOND_PASSWORD = 'Omar@1234';

export interface SeededPeople {
  users: UserRow[];
  addresses: AddressRow[];
  walletTransactions: WalletTransactionRow[];
  walletDeposits: WalletDepositRow[];
  orders: OrderRow[];
  wishlist: ListItemRow[];
  compare: ListItemRow[];
}

interface Geo {
  governments: GovernmentRow[];
  cities: CityRow[];
}

function place(geo: Geo, governmentSlug: string, cityEn: string): { governmentId: number; cityId: number } {
  const government = geo.governments.find((row) => row.slug === governmentSlug);
  const city = geo.cities.find((row) => row.governmentId === government?.id && row.title.en === cityEn) ?? geo.cities.find((row) => row.governmentId === government?.id);
  if (!government || !city) throw new Error(`Seed address: unknown place ${governmentSlug}/${cityEn}`);
  return { governmentId: government.id, cityId: city.id };
}

interface OrderPlan {
  ago: number;
  status: OrderStatus;
  payment: PaymentStatus;
  shipment: ShipmentStatus;
  method: string;
  wallet?: number;
  coupon?: { code: string; percent: number };
  /** Refunded to the wallet: one product under 1,500 EGP. */
  refundToWallet?: boolean;
}

/*
 * The demo customer's 13 orders cover every order status (Pending, Processing, Completed, Cancelled),
 * every payment status (Pending, Paid, Failed, Refunded) and every shipment status, with both carriers.
 */
const ORDER_PLANS: OrderPlan[] = [
  { ago: 92 * DAY, status: 'Completed', payment: 'Paid', shipment: 'Delivered', method: 'instapay' },
  { ago: 75 * DAY, status: 'Completed', payment: 'Paid', shipment: 'Delivered', method: 'fawry' },
  { ago: 40 * DAY, status: 'Completed', payment: 'Paid', shipment: 'Delivered', method: 'instapay', wallet: 1200 },
  { ago: 60 * DAY, status: 'Cancelled', payment: 'Refunded', shipment: 'Returned', method: 'vodafone_cash' },
  { ago: 2 * DAY, status: 'Processing', payment: 'Paid', shipment: 'Shipped', method: 'fawry' },
  { ago: 3 * DAY, status: 'Processing', payment: 'Paid', shipment: 'In Transit', method: 'bank_transfer', wallet: 900 },
  { ago: 1 * DAY, status: 'Processing', payment: 'Pending', shipment: 'Pending', method: 'orange_cash' },
  { ago: 3 * HOUR, status: 'Pending', payment: 'Pending', shipment: 'Pending', method: 'instapay' },
  { ago: 20 * DAY, status: 'Cancelled', payment: 'Refunded', shipment: 'Pending', method: 'orange_cash', refundToWallet: true },
  { ago: 15 * DAY, status: 'Cancelled', payment: 'Failed', shipment: 'Pending', method: 'orange_cash' },
  { ago: 30 * DAY, status: 'Completed', payment: 'Paid', shipment: 'Delivered', method: 'bank_transfer', coupon: { code: 'WELCOME10', percent: 10 } },
  { ago: 30 * MINUTE, status: 'Pending', payment: 'Pending', shipment: 'Pending', method: 'fawry' },
  { ago: 9 * DAY, status: 'Completed', payment: 'Paid', shipment: 'Delivered', method: 'vodafone_cash' },
];

const n = (en: string, ar: string): T => ({ en, ar });

function timeline(plan: OrderPlan, placedAt: number): OrderEventRow[] {
  const events: OrderEventRow[] = [{ status: 'Pending', at: placedAt, note: n('Order placed.', 'تم استلام الطلب.') }];
  const step = (status: string, after: number, note: T | null = null) => events.push({ status, at: placedAt + after, note });
  if (plan.payment === 'Failed') {
    step('Failed', 0, n('Your payment has failed. Please try again.', 'فشلت عملية الدفع. يرجى المحاولة مرة أخرى.'));
    step('Cancelled', 0, n('Cancelled because the payment failed.', 'تم الإلغاء بسبب فشل الدفع.'));
    return events;
  }
  if (plan.payment !== 'Pending') step('Paid', 2 * HOUR, n('Payment confirmed.', 'تم تأكيد الدفع.'));
  if (plan.status === 'Cancelled' && plan.shipment === 'Pending') {
    step('Cancelled', 5 * HOUR, n('Cancelled at your request.', 'تم الإلغاء بناءً على طلبك.'));
    if (plan.payment === 'Refunded') step('Refunded', 6 * HOUR, n('Refunded to your wallet.', 'تم رد المبلغ إلى محفظتك.'));
    return events;
  }
  if (plan.status === 'Pending') return events;
  step('Processing', 3 * HOUR, n('We are preparing your order.', 'جاري تجهيز طلبك.'));
  if (plan.shipment === 'Pending') return events;
  step('Shipped', 20 * HOUR, n('Handed to the carrier.', 'تم التسليم لشركة الشحن.'));
  if (plan.shipment === 'Shipped') return events;
  step('In Transit', 30 * HOUR, n('On the way to you.', 'في الطريق إليك.'));
  if (plan.shipment === 'In Transit') return events;
  step('Delivered', 50 * HOUR, n('Delivered.', 'تم التوصيل.'));
  step('Completed', 50 * HOUR);
  if (plan.shipment === 'Returned') {
    step('Returned', 5 * DAY, n('Returned within 14 days.', 'تم الإرجاع خلال 14 يومًا.'));
    step('Refunded', 6 * DAY, n('Refunded to your original payment method.', 'تم رد المبلغ إلى وسيلة الدفع الأصلية.'));
    step('Cancelled', 6 * DAY, null);
  }
  return events;
}

/** The demo customer (README credentials) and a second customer, with addresses, wallet, orders and lists. */
export function seedPeople(faker: Faker, now: number, geo: Geo, products: ProductRow[], paymentMethods: PaymentMethodRow[]): SeededPeople {
  const users: UserRow[] = [
    { id: 1, role: 'customer', name: 'Mona Hassan', email: DEMO_EMAIL, phone: '01012345678', gender: 'female', password: DEMO_PASSWORD, createdAt: now - 200 * DAY },
    { id: 2, role: 'customer', name: 'Omar Khaled', email: SECOND_EMAIL, phone: '01198765432', gender: 'male', password: SECOND_PASSWORD, createdAt: now - 120 * DAY },
  ];
  const addresses: AddressRow[] = [
    { id: 1, userId: 1, saved: true, title: 'Home', firstName: 'Mona', lastName: 'Hassan', address: '14 Abbas El Akkad St., Building 7, Floor 3, Apt 12', phone: '01012345678', email: DEMO_EMAIL, ...place(geo, 'cairo', 'Nasr City'), isDefault: true },
    { id: 2, userId: 1, saved: true, title: 'Work', firstName: 'Mona', lastName: 'Hassan', address: '5 Gameat El Dowal El Arabia St., Floor 9', phone: '01012345678', email: null, ...place(geo, 'giza', 'Mohandessin'), isDefault: false },
    { id: 3, userId: 1, saved: true, title: "Parents' home", firstName: 'Hassan', lastName: 'Ali', address: '22 Fawzy Moaz St., Building 3, Floor 5', phone: '01223456789', email: null, ...place(geo, 'alexandria', 'Smouha'), isDefault: false },
    { id: 4, userId: 2, saved: true, title: 'Home', firstName: 'Omar', lastName: 'Khaled', address: '9 Road 233, Degla, Floor 2', phone: '01198765432', email: SECOND_EMAIL, ...place(geo, 'cairo', 'Maadi'), isDefault: true },
  ];

  const method = (code: string): PaymentMethodRow => paymentMethods.find((row) => row.code === code) ?? paymentMethods[0]!;
  const home = addresses[0]!;
  const inStock = products.filter((product) => product.stock > 0);
  const orders: OrderRow[] = [];
  let lineId = 0;
  ORDER_PLANS.forEach((plan, index) => {
    const id = index + 1;
    const number = orderNumberFor(id);
    const placedAt = now - plan.ago;
    // Orders paid partly from the wallet hold products worth more than the wallet part.
    const price = (product: ProductRow): number => pricing(product, now).discountedPrice;
    const pool = plan.wallet
      ? inStock.filter((product) => price(product) >= (plan.wallet ?? 0))
      : plan.refundToWallet
        ? inStock.filter((product) => price(product) < 1500)
        : inStock;
    const picks = faker.helpers.arrayElements(pool.length > 0 ? pool : inStock, plan.refundToWallet ? 1 : faker.number.int({ min: 1, max: 3 }));
    const items = picks.map((product) => {
      const unit = price(product);
      const quantity = plan.refundToWallet ? 1 : faker.number.int({ min: 1, max: 2 });
      return { id: ++lineId, productId: product.id, slug: product.slug, title: { ...product.title }, sku: product.sku, quantity, price: unit, total: unit * quantity };
    });
    const subtotal = items.reduce((sum, item) => sum + item.total, 0);
    const couponDiscount = plan.coupon ? Math.round(subtotal * plan.coupon.percent) / 100 : 0;
    const shipping = subtotal - couponDiscount < 3000 ? 75 : 0;
    const before = Math.round((subtotal - couponDiscount + shipping) * 100) / 100;
    const walletAmount = Math.min(plan.wallet ?? 0, before);
    const shipped = !['Pending'].includes(plan.shipment);
    const carrier = id % 2 === 0 ? 'Aramex' : 'Bosta';
    orders.push({
      id,
      number,
      userId: 1,
      contact: { name: 'Mona Hassan', email: DEMO_EMAIL, phone: '01012345678' },
      createdAt: placedAt,
      status: plan.status,
      paymentStatus: plan.payment,
      shipmentStatus: plan.shipment,
      carrier: shipped ? carrier : null,
      trackingNumber: shipped ? trackingNumberFor(carrier, number) : null,
      plannedCarrier: carrier,
      items,
      subtotal,
      discount: couponDiscount,
      couponCode: plan.coupon?.code ?? null,
      couponDiscount,
      shipping,
      tax: 0,
      walletAmount,
      total: Math.round((before - walletAmount) * 100) / 100,
      paymentMethodId: method(plan.method).id,
      shippingAddress: {
        id: home.id,
        title: home.title,
        firstName: home.firstName,
        lastName: home.lastName,
        address: home.address,
        phone: home.phone,
        email: home.email,
        governmentId: home.governmentId,
        cityId: home.cityId,
        isDefault: home.isDefault,
      },
      notes: null,
      receipt: { name: `receipt-${number}.jpg`, type: 'image/jpeg', size: 184_321 },
      timeline: timeline(plan, placedAt),
      schedule: [],
    });
  });

  // Wallet: available 1,500 EGP (credits − debits) and one pending deposit of 500 → total 2,000.
  const order3 = orders[2]!;
  const order6 = orders[5]!;
  const order9 = orders[8]!;
  const refund = order9.total;
  const cashback = 250;
  const secondTopUp = Math.round((1500 - (1000 - order3.walletAmount + refund - order6.walletAmount + cashback)) * 100) / 100;
  const walletDeposits: WalletDepositRow[] = [
    { id: 1, userId: 1, amount: 1000, status: 'approved', paymentMethodId: method('instapay').id, createdAt: now - 62 * DAY, autoApproveAt: null },
    { id: 2, userId: 1, amount: secondTopUp, status: 'approved', paymentMethodId: method('vodafone_cash').id, createdAt: now - 46 * DAY, autoApproveAt: null },
    { id: 3, userId: 1, amount: 300, status: 'rejected', paymentMethodId: method('instapay').id, createdAt: now - 25 * DAY, autoApproveAt: null },
    { id: 4, userId: 1, amount: 500, status: 'pending', paymentMethodId: method('bank_transfer').id, createdAt: now - 1 * DAY, autoApproveAt: null },
  ];
  const flows: { type: 'credit' | 'debit'; amount: number; at: number; description: T }[] = [
    { type: 'credit', amount: 1000, at: now - 62 * DAY + 2 * HOUR, description: n('Wallet top-up #1 approved', 'تمت الموافقة على شحن المحفظة رقم 1') },
    { type: 'credit', amount: secondTopUp, at: now - 46 * DAY + 3 * HOUR, description: n('Wallet top-up #2 approved', 'تمت الموافقة على شحن المحفظة رقم 2') },
    { type: 'debit', amount: order3.walletAmount, at: order3.createdAt, description: n(`Payment for order ${order3.number}`, `دفع الطلب ${order3.number}`) },
    { type: 'credit', amount: refund, at: order9.createdAt + 6 * HOUR, description: n(`Refund for order ${order9.number}`, `استرداد قيمة الطلب ${order9.number}`) },
    { type: 'debit', amount: order6.walletAmount, at: order6.createdAt, description: n(`Payment for order ${order6.number}`, `دفع الطلب ${order6.number}`) },
  ];
  flows.push({ type: 'credit', amount: cashback, at: now - 5 * DAY, description: n('White Friday cashback', 'استرداد نقدي - الجمعة البيضاء') });
  flows.sort((a, b) => a.at - b.at);
  let balance = 0;
  const walletTransactions: WalletTransactionRow[] = flows.map((flow, index) => {
    balance = Math.round((balance + (flow.type === 'credit' ? flow.amount : -flow.amount)) * 100) / 100;
    return { id: index + 1, userId: 1, type: flow.type, amount: flow.amount, balanceAfter: balance, description: flow.description, createdAt: flow.at };
  });

  const phones = products.filter((product) => product.categoryId === products[0]?.categoryId);
  const wishlist: ListItemRow[] = faker.helpers
    .arrayElements(products.filter((product) => product.stock > 0), 3)
    .map((product, index) => ({ id: index + 1, userId: 1, productId: product.id, addedAt: now - (10 - index) * DAY }));
  const compare: ListItemRow[] = phones.slice(0, 2).map((product, index) => ({ id: 4 + index, userId: 1, productId: product.id, addedAt: now - (3 - index) * DAY }));

  return { users, addresses, walletTransactions, walletDeposits, orders, wishlist, compare };
}
