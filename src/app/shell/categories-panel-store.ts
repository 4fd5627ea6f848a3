import { proxy } from 'valtio';

/** Whether the mobile categories panel is open. */
export const categoriesPanelStore = proxy({ open: false });

export const openCategoriesPanel = () => {
  categoriesPanelStore.open = true;
};

export const closeCategoriesPanel = () => {
  categoriesPanelStore.open = false;
};
