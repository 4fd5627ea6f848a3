import { proxy } from 'valtio';

/** Whether the search dialog is open (UI state). Created by issue 6 for the mobile bottom bar; the owner extends it. */
export const searchStore = proxy({ open: false });

export const openSearch = () => {
  searchStore.open = true;
};

export const closeSearch = () => {
  searchStore.open = false;
};
