/** The kinds of artwork the mock draws (a category's, and so its products' and banners'). */
export type CategoryArt =
  | 'phone'
  | 'laptop'
  | 'audio'
  | 'wearable'
  | 'camera'
  | 'gaming'
  | 'tv'
  | 'accessory'
  | 'tablet'
  | 'protein'
  | 'vitamins'
  | 'preworkout'
  | 'snack'
  | 'smart-home';
