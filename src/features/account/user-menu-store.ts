import { proxy } from 'valtio';

/** The mobile user-menu side panel (spec section 2); the mobile bottom bar opens it. */
export const userMenuStore = proxy({ open: false });

export const openUserMenu = () => {
  userMenuStore.open = true;
};

export const closeUserMenu = () => {
  userMenuStore.open = false;
};
