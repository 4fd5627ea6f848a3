import { lazyPart } from '../../components/routing/lazy-part';
import { isMobileScreen } from '../../lib/use-is-mobile';
import type { FiltersPanelProps } from './filters-panel';

/**
 * The listing's filters panel, a chunk of its own (decision 031): a phone shows it only in its drawer, and its
 * form controls (Fluent's checkbox, label, slider) were three of the files the shop loaded beside the start chunk. A
 * wider screen asks for it with the page's chunk (`preloadFiltersPanel`, from the route table) and draws it in the side column.
 */
export const FiltersPanel = lazyPart<FiltersPanelProps>(() => import('./filters-panel').then((module) => ({ default: module.FiltersPanel })));

/**
 * The panel's chunk asked for with a listing page's, on a screen wide enough for the side column: the panel used to
 * wait for the page's chunk to arrive and render (home → shop at 4× CPU went from ≈ 200 to ≈ 480 ms, decision 032).
 * A phone shows the panel only in its drawer and never asks for it here.
 */
export const preloadFiltersPanel = () => {
  if (!isMobileScreen()) void FiltersPanel.preload().catch(() => undefined);
};
