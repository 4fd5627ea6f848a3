import { Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LazyPartBoundary } from '../../components/routing/lazy-part-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { box } from '../../lib/layout-tokens';
import type { FiltersPanelProps } from './filters-panel';
import { FiltersPanel } from './filters-panel-part';

// The mobile filters drawer is its own chunk: desktop never needs it, mobile only once asked (the panel is one too:
// filters-panel-part.ts). If either chunk fails to load, the part says so in place with Try again; the listing
// keeps working.
const FiltersDrawer = lazyPart(() => import('./filters-drawer'));

const useStyles = makeStyles({
  panelSkeleton: { height: box.filtersPanelSkeleton },
});

const useFiltersFailed = () => useIntl().formatMessage({ id: 'shop.filters.loadFailed', defaultMessage: 'The filters could not be loaded.' });

/** The filters panel (its own chunk) with a placeholder while it loads and a failure said in place. */
export function ListingFiltersPanel(props: FiltersPanelProps) {
  const styles = useStyles();
  return (
    <LazyPartBoundary
      parts={[FiltersPanel]}
      message={useFiltersFailed()}
      fallback={<Skeleton aria-hidden><SkeletonItem shape="rectangle" className={styles.panelSkeleton} /></Skeleton>}
    >
      <FiltersPanel {...props} />
    </LazyPartBoundary>
  );
}

/** The phone's drawer (its own chunk) around the filters panel. */
export function ListingFiltersDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <LazyPartBoundary parts={[FiltersDrawer]} message={useFiltersFailed()} fallback={null}>
      <FiltersDrawer open={open} onOpenChange={onOpenChange}>
        {children}
      </FiltersDrawer>
    </LazyPartBoundary>
  );
}
