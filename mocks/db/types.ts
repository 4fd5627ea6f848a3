/**
 * Row types of the in-memory mock database.
 *
 * The whole state is plain JSON (numbers, strings, arrays, objects): it is saved to localStorage in
 * the browser as is. Times are epoch milliseconds; texts shown to shoppers are stored in both
 * languages (`T`) and picked by the request's `locale-code` when serialized.
 */
import type { OrderStatus, PaymentMethodCode, PaymentStatus, ShipmentStatus } from '../../src/api/generated/model/index';

export type Locale = 'en' | 'ar';

/** A text in both languages. */
export interface T {
  en: string;
  ar: string;
}

export interface CategoryRow {
  id: number;
  slug: string;
  title: T;
  description: T;
  /** Name of the SVG art used for the category tile and its products (see mocks/media). */
  art: string;
  metaTitle: T | null;
  metaDescription: T | null;
  metaKeywords: string | null;
}

export interface BrandRow {
  id: number;
  slug: string;
  title: T;
  color: string;
  isFeatured: boolean;
  metaTitle: T | null;
  metaDescription: T | null;
  metaKeywords: string | null;
}

export interface TagRow {
  id: number;
  slug: string;
  title: T;
}

export interface ProductSpecRow {
  key: string;
  label: T;
  value: T;
}

export interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  title: T;
  description: T;
  categoryId: number;
  brandId: number;
  tagIds: number[];
  /** Regular price in EGP. */
  salePrice: number;
  /** 0 when not discounted. */
  discountPercent: number;
  /** End of a limited-time offer (epoch ms) or null. After it the discount no longer applies. */
  offerEndsAt: number | null;
  stock: number;
  isNew: boolean;
  rating: number;
  reviewsCount: number;
  soldCount: number;
  createdAt: number;
  specs: ProductSpecRow[];
  metaKeywords: string | null;
}

export interface PaymentMethodRow {
  id: number;
  code: PaymentMethodCode;
  title: T;
  description: T;
  instructions: T | null;
}

export interface CouponRow {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  minimumOrder: number;
  /** Epoch ms or null (never expires). */
  expiresAt: number | null;
}

export interface SettingsRow {
  name: T;
  description: T;
  contactAddress: T;
  googleMapUrl: string;
  phoneNumbers: string[];
  email: string;
  social: { facebook: string | null; instagram: string | null; twitter: string | null; youtube: string | null; linkedin: string | null };
  topHeader: { isActive: boolean; endTime: number; body: T; link: string | null };
}

export interface PageMetaRow {
  pageUrl: string;
  title: T;
  description: T;
  keywords: string;
}

export interface BannerRow {
  id: number;
  title: T;
  subtitle: T;
  link: string | null;
  art: string;
}

export interface GovernmentRow {
  id: number;
  slug: string;
  title: T;
}

export interface CityRow {
  id: number;
  governmentId: number;
  title: T;
}

export interface LegalSectionRow {
  id: number;
  slug: string;
  title: T;
  content: T;
}

export interface FaqCategoryRow {
  id: number;
  slug: string;
  title: T;
  questions: { id: number; question: T; answer: T }[];
}

export interface ContactSubjectRow {
  id: number;
  title: T;
}

export type Role = 'guest' | 'customer';

export interface UserRow {
  id: number;
  role: Role;
  name: string | null;
  email: string | null;
  phone: string | null;
  gender: 'male' | 'female' | null;
  /** Mock only: stored as typed. Never use a real password with the mock. */
  password: string | null;
  createdAt: number;
}

export interface AddressRow {
  id: number;
  userId: number;
  /** false for a guest's cart-only address (not in the saved address book). */
  saved: boolean;
  title: string;
  firstName: string;
  lastName: string;
  address: string;
  phone: string;
  email: string | null;
  governmentId: number;
  cityId: number;
  isDefault: boolean;
}

export interface CartLineRow {
  id: number;
  productId: number;
  quantity: number;
  addedAt: number;
}

export interface CartRow {
  id: number;
  userId: number;
  items: CartLineRow[];
  couponCode: string | null;
  shippingAddressId: number | null;
  walletAmount: number;
}

export interface ListItemRow {
  id: number;
  userId: number;
  productId: number;
  addedAt: number;
}

export interface WalletTransactionRow {
  id: number;
  userId: number;
  type: 'credit' | 'debit';
  amount: number;
  balanceAfter: number;
  description: T;
  createdAt: number;
}

export interface WalletDepositRow {
  id: number;
  userId: number;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  paymentMethodId: number;
  createdAt: number;
  /** When the mock approves it on its own (epoch ms), or null to leave it as it is. */
  autoApproveAt: number | null;
}

export interface OrderLineRow {
  id: number;
  productId: number;
  slug: string;
  title: T;
  sku: string;
  quantity: number;
  price: number;
  total: number;
}

export interface OrderEventRow {
  status: string;
  at: number;
  note: T | null;
}

/** A state change the mock applies on its own once the clock reaches `at`. */
export interface ScheduledOrderChange {
  at: number;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  shipmentStatus?: ShipmentStatus;
  /** Assign the carrier and tracking number when shipping. */
  ship?: boolean;
  note: T | null;
  event: string;
}

export interface OrderRow {
  id: number;
  number: string;
  userId: number;
  contact: { name: string; email: string | null; phone: string | null };
  createdAt: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shipmentStatus: ShipmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  plannedCarrier: string;
  items: OrderLineRow[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  couponDiscount: number;
  shipping: number;
  tax: number;
  walletAmount: number;
  total: number;
  paymentMethodId: number | null;
  shippingAddress: Omit<AddressRow, 'userId' | 'saved'> | null;
  notes: string | null;
  receipt: { name: string; type: string; size: number } | null;
  timeline: OrderEventRow[];
  schedule: ScheduledOrderChange[];
}

/** The first outcome of an order request made with an `Idempotency-Key`. */
export interface IdempotentOrderRow {
  orderId: number;
  paymentResult: 'successful' | 'failed' | 'warning';
  createdAt: number;
}

export interface OtpRow {
  email: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** Wrong codes tried against this one (absent: none; older saved states). */
  failedAttempts?: number;
}

export interface OutboxMessage {
  email: string;
  code: string;
  sentAt: string;
}

export interface ContactMessageRow {
  id: number;
  userId: number | null;
  name: string;
  email: string;
  subjectId: number;
  orderNumber: string | null;
  message: string;
  createdAt: number;
}

export interface Counters {
  user: number;
  address: number;
  cart: number;
  cartLine: number;
  listItem: number;
  walletTransaction: number;
  deposit: number;
  order: number;
  orderLine: number;
  otp: number;
  contactMessage: number;
  token: number;
}

export interface DbState {
  /** Bumped whenever the shape changes: a stored state of another version is thrown away. */
  schemaVersion: number;
  seededAt: number;
  counters: Counters;
  categories: CategoryRow[];
  brands: BrandRow[];
  tags: TagRow[];
  products: ProductRow[];
  paymentMethods: PaymentMethodRow[];
  coupons: CouponRow[];
  settings: SettingsRow;
  pageMetas: PageMetaRow[];
  banners: BannerRow[];
  governments: GovernmentRow[];
  cities: CityRow[];
  terms: LegalSectionRow[];
  privacy: LegalSectionRow[];
  pages: LegalSectionRow[];
  faq: FaqCategoryRow[];
  contactSubjects: ContactSubjectRow[];
  users: UserRow[];
  /** access token → user id */
  tokens: Record<string, number>;
  addresses: AddressRow[];
  carts: CartRow[];
  wishlist: ListItemRow[];
  compare: ListItemRow[];
  walletTransactions: WalletTransactionRow[];
  walletDeposits: WalletDepositRow[];
  orders: OrderRow[];
  /** `${userId}:${key}` → the first successful outcome of POST /orders or /orders/guests */
  idempotency: Record<string, IdempotentOrderRow>;
  otps: OtpRow[];
  outbox: OutboxMessage[];
  contactMessages: ContactMessageRow[];
}
