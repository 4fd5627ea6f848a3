import { seedState } from './seed';
import type { DbState } from './types';
import { mediaUrlsFor, type MediaFormat, type MediaUrls } from './media-urls';

export interface CreateDbOptions {
  /** The clock every rule reads (epoch ms). Default `Date.now`; tests inject a controllable one. */
  now?: () => number;
  /**
   * Prefix of media URLs in answers, root-relative to the page or absolute: `/api` gives
   * `/api/media/products/12-0.svg`; `http://localhost:4010` gives absolute URLs. Default `/api`.
   */
  mediaBaseUrl?: string;
  /** The pictures' format in those URLs (`media-urls.ts`). Default `svg`; the standalone server's is `webp`. */
  mediaFormat?: MediaFormat;
  /** Start from this state (for example one restored from storage) instead of a fresh seed. */
  initialState?: DbState;
  /** Grow the seeded catalogue to this many products (speed measurements; `MOCK_PRODUCTS` on the server). */
  products?: number;
  /**
   * A mock scenario's world (mocks/scenarios): its own number of products (over `products`) and a change made to every
   * fresh seed, `reset()`'s too. Unset: the default world.
   */
  seed?: SeedRecipe;
  /** Called after every change made through a handler (the browser host saves the state then). */
  onChange?: (state: DbState) => void;
}

export interface SeedRecipe {
  /** Grow the seeded catalogue to this many products. */
  products?: number;
  /** Change the fresh seed in place (empty the catalogue, take a customer's orders away, …). */
  change?: (state: DbState) => void;
}

export interface MockDb {
  /** The whole state; replaced as a whole by `reset()`, so always read it through `db.state`. */
  state: DbState;
  now(): number;
  /** Read time from another clock from now on (tests move time this way); `useClock()` restores the original. */
  useClock(now?: () => number): void;
  /** The URLs of the pictures the answers link to. */
  readonly media: MediaUrls;
  /** Throw the current state away and seed afresh at the current clock. */
  reset(): void;
  /** Tell the host the state changed (handlers call it after each mutation). */
  changed(): void;
}

export function createDb(options: CreateDbOptions = {}): MockDb {
  const original = options.now ?? (() => Date.now());
  let clock = original;
  const now = () => clock();
  const media = mediaUrlsFor((options.mediaBaseUrl ?? '/api').replace(/\/+$/, ''), options.mediaFormat ?? 'svg');
  const fresh = () => {
    const state = seedState({ now: now(), products: options.seed?.products ?? options.products });
    options.seed?.change?.(state);
    return state;
  };
  const db: MockDb = {
    state: options.initialState ?? fresh(),
    now,
    useClock(next) {
      clock = next ?? original;
    },
    media,
    reset() {
      db.state = fresh();
      options.onChange?.(db.state);
    },
    changed() {
      options.onChange?.(db.state);
    },
  };
  return db;
}
