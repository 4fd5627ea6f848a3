import { proxy } from 'valtio';

/** Set when an API read answers 404 (spec section 8): the page at that address shows not-found. */
export const notFoundStore = proxy<{ path: string | null }>({ path: null });

export const raiseNotFound = (path: string) => {
  notFoundStore.path = path;
};
