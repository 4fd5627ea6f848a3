import { lazyPart } from '../../components/routing/lazy-part';
import type { FiltersPanelProps } from './filters-panel';

/**
 * The listing's filters panel, a chunk of its own (decision 035-lead): a phone shows it only in its drawer, and its
 * form controls (Fluent's checkbox, label, slider) were three of the files the shop loaded beside the start chunk. A
 * wider screen asks for it with the page's chunk (`preload`, catalog-routes.ts) and draws it in the side column.
 */
export const FiltersPanel = lazyPart<FiltersPanelProps>(() => import('./filters-panel').then((module) => ({ default: module.FiltersPanel })));
