import { proxy } from 'valtio';

/** The desktop wishlist side panel. */
export const wishlistPanelStore = proxy({ open: false });
export const openWishlistPanel = () => {
  wishlistPanelStore.open = true;
};
export const closeWishlistPanel = () => {
  wishlistPanelStore.open = false;
};
