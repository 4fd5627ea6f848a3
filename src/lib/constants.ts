/** Business constants and limits of spec section 9, named as the spec names them. */

export const CURRENCY = 'EGP';
/** Ratings run from 0 to 5 (contract: Product.rating maximum). */
export const RATING_MAX = 5;
export const PRICE_FORMAT_LOCALE = 'en-EG';

export const COUPON_CODE_MAX = 50;
export const WALLET_TOP_UP_MIN = 10;
export const WALLET_TOP_UP_MAX = 10_000;
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const CART_QUANTITY_MIN = 1;

export const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;
export const DEFAULT_PAGE = 1;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_RESULTS_PER_REQUEST = 5;
/** Listing page sizes a shopper may pick (issue 13); the first is the contract's default `perPage`. */
export const PER_PAGE_OPTIONS = [12, 24, 48] as const;
export const DEFAULT_PER_PAGE = PER_PAGE_OPTIONS[0];
/** The longest search term sent (contract: `searchQuery` maxLength). */
export const SEARCH_TERM_MAX = 200;

export const REQUEST_TIMEOUT_MS = 10_000;

export const TOAST_TIMEOUT_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_DISMISS_PX = 45;
/** Alt+T focuses the toasts. */
export const TOAST_HOTKEY = { altKey: true, key: 't' } as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const COUNTDOWN_REFRESH_MS = 1000;
export const ERROR_ICON_ANIMATION_REPEAT_MS = 10_000;

export const HEADER_HEIGHT_PX = 70;
export const BANNER_HEIGHT_PX = 60;
export const BANNER_HEIGHT_ALTERNATE_PX = 100;
export const SCROLL_THROTTLE_MS = 50;

export const ROUTER_PRELOAD_DELAY_MS = 50;
export const ROUTER_PENDING_DISPLAY_MS = 1000;
export const ROUTER_PENDING_MIN_MS = 500;
export const ROUTE_DATA_CACHE_MS = 5 * 60 * 1000;
/** Server state is fresh for 5 minutes (DESIGN.md section 5). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** Recently viewed products kept on the device, most recent first (issue 13: "the last 12"). */
export const RECENTLY_VIEWED_MAX = 12;

export const SIDEBAR_COOKIE_DAYS = 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SKELETON_COUNTS = {
  shopProducts: 8,
  wishlistProducts: 8,
  brandProducts: 9,
  homeCategories: 5,
  homeBrands: 7,
  homeBestSellers: 8,
  searchRows: 4,
} as const;

/**
 * Performance (decision 007): how many product images at the top of a listing load at once with high
 * priority (the first row on a phone; one of them is the page's largest paint). The rest stay lazy.
 */
export const LISTING_PRIORITY_IMAGES = 2;

/** Payment receipts (decision 002): images or PDF, at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
/** Order notes: at most 1,000 characters (contract). */
export const ORDER_NOTES_MAX = 1000;

/** Longest wait for a press's own frame before what the press asked for starts all the same (decision 069). */
export const PRESS_FRAME_WAIT_MS = 100;
