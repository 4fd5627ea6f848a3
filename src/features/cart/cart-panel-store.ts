import { proxy } from 'valtio';

/** Whether the cart panel is open (UI state). The mobile bottom bar opens it with `openCartPanel()`. */
export const cartPanelStore = proxy({ open: false });

export const openCartPanel = () => {
  cartPanelStore.open = true;
};

export const closeCartPanel = () => {
  cartPanelStore.open = false;
};
