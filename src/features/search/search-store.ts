import { proxy } from 'valtio';

/** Whether the search dialog is open (opened from the header box and the mobile bottom bar). */
export const searchStore = proxy({ open: false });

export const openSearch = () => {
  searchStore.open = true;
};

export const closeSearch = () => {
  searchStore.open = false;
};
