import { proxy } from 'valtio';

/** Whether the cart panel is open (UI state). The mobile bottom bar opens it with `openCartPanel()`. */
export const cartPanelStore = proxy({ open: false, /** The panel's chunk was asked for once: it stays mounted. */ mounted: false });

export const openCartPanel = () => {
  cartPanelStore.mounted = true;
  cartPanelStore.open = true;
};

export const closeCartPanel = () => {
  cartPanelStore.open = false;
};

/** The panel's chunk failed to load: closed and unmounted, so the next opening asks for it again. */
export const unmountCartPanel = () => {
  cartPanelStore.open = false;
  cartPanelStore.mounted = false;
};
