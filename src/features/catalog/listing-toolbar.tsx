import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { useIntl } from 'react-intl';
import { ProductSort, type PaginationInfo } from '../../api/generated/model';
import { CountBadge } from '../../components/pill/count-badge';
import { PER_PAGE_OPTIONS } from '../../lib/constants';
import { media, size } from '../../lib/layout-tokens';
import { usePressedValue } from '../../lib/use-pressed-value';
import type { PerPage } from './shop-filters';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // On a phone: Filters at the start and the page size at the end of one row, the sort the whole row below
  // (three controls side by side would run off a 360 px screen).
  toolbarEnd: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    [media.mobileDown]: { display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', width: '100%' },
    // On a tablet the controls have a row of their own under the count, as on a phone: beside it they fitted or
    // not by the count's length (≈ 790 px in English, 806 in Arabic), and the shop's static shell could not know
    // where the cards begin (src/app/shell/static-shell-css.ts).
    [media.tablet]: { width: '100%', justifyContent: 'flex-end' },
  },
  sort: { minWidth: size.sortMin, [media.mobileDown]: { gridColumn: '1 / -1', minWidth: 0 } },
  perPage: { minWidth: size.perPageMin },
  // The number of filters applied, inside the Filters button after its label.
  filtersBadge: { position: 'static', marginInlineStart: tokens.spacingHorizontalXS },
  summary: { color: tokens.colorNeutralForeground2 },
});

const SORTS = Object.values(ProductSort);

export interface ListingToolbarProps {
  pagination: PaginationInfo | undefined;
  perPage: PerPage;
  sortBy: ProductSort | null | undefined;
  onPerPage: (perPage: PerPage) => void;
  onSort: (sort: ProductSort | null) => void;
  /** The listing's address query: a page size or sort just chosen shows in the choice's own frame, until it changes. */
  address: string;
  /** On a phone, the Filters button that opens the drawer, with the number of filters applied; none on a wider screen. */
  filtersButton?: { applied: number; onOpen: () => void };
}

/** Above the products: "1 to 12 of 40 products", the phone's Filters button, the page size and the sort. */
export function ListingToolbar({ pagination, perPage, sortBy, onPerPage, onSort, address, filtersButton }: ListingToolbarProps) {
  const styles = useStyles();
  const intl = useIntl();
  // The choice is drawn in its own frame by its select alone; the listing's address follows after it (decision 069).
  const [shownPerPage, pressPerPage] = usePressedValue(perPage, address);
  const [shownSort, pressSort] = usePressedValue(sortBy ?? null, address);
  const sortLabel = (sort: ProductSort) =>
    intl.formatMessage(
      {
        id: 'shop.sort.option',
        defaultMessage:
          '{sort, select, newest {Newest} price_asc {Price: low to high} price_desc {Price: high to low} best_selling {Best selling} top_rated {Top rated} discount {Biggest discount} other {Recommended}}',
      },
      { sort },
    );
  const recommended = intl.formatMessage({ id: 'shop.sort.default', defaultMessage: 'Recommended' });
  return (
    <div className={styles.toolbar}>
      <Text className={styles.summary} role="status">
        {pagination && pagination.total > 0
          ? intl.formatMessage(
              { id: 'shop.summary', defaultMessage: '{from} to {to} of {total, plural, one {# product} other {# products}}' },
              { from: pagination.from, to: pagination.to, total: pagination.total },
            )
          : null}
      </Text>
      <div className={styles.toolbarEnd}>
        {filtersButton && (
          <Button
            icon={<FilterRegular />}
            onClick={filtersButton.onOpen}
            aria-label={
              filtersButton.applied > 0
                ? intl.formatMessage({ id: 'shop.filters.withCount', defaultMessage: 'Filters ({count, plural, one {# applied} other {# applied}})' }, { count: filtersButton.applied })
                : undefined
            }
          >
            {intl.formatMessage({ id: 'shop.filters', defaultMessage: 'Filters' })}
            <CountBadge count={filtersButton.applied} className={styles.filtersBadge} />
          </Button>
        )}
        <Select
          className={styles.perPage}
          aria-label={intl.formatMessage({ id: 'shop.perPage', defaultMessage: 'Products per page' })}
          value={String(shownPerPage)}
          onChange={(_, data) => {
            pressPerPage(Number(data.value) as PerPage);
            onPerPage(Number(data.value) as PerPage);
          }}
        >
          {PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: 'shop.perPage.option', defaultMessage: '{count} per page' }, { count: intl.formatNumber(option) })}
            </option>
          ))}
        </Select>
        <Select
          className={styles.sort}
          aria-label={intl.formatMessage({ id: 'shop.sort', defaultMessage: 'Sort by' })}
          value={shownSort ?? ''}
          onChange={(_, data) => {
            const sort = data.value ? (data.value as ProductSort) : null;
            pressSort(sort);
            onSort(sort);
          }}
        >
          <option value="">{recommended}</option>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel(sort)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
