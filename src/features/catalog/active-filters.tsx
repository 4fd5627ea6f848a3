import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FilterOption, ProductFilters } from '../../api/generated/model';
import { Price } from '../../components/price/price';
import { isPriceUnset, type OptionGroupName, type ShopFilters } from './shop-filters';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
  chip: { maxWidth: '100%', minWidth: 0, borderRadius: tokens.borderRadiusCircular },
  chipLabel: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** How many filters narrow the list: each selected category, brand and tag, and a price range. */
export const activeFilterCount = (filters: Pick<ShopFilters, 'categories' | 'brands' | 'tags' | 'priceRange'>) =>
  filters.categories.length + filters.brands.length + filters.tags.length + (isPriceUnset(filters.priceRange) ? 0 : 1);

const GROUPS: readonly OptionGroupName[] = ['categories', 'brands', 'tags'];

const titleOf = (options: readonly FilterOption[] | undefined, slug: string) => options?.find((option) => option.slug === slug)?.title ?? slug;

export interface ActiveFiltersProps {
  filters: ShopFilters;
  options: ProductFilters | undefined;
  onRemove: (group: OptionGroupName, slug: string) => void;
  onRemovePrice: () => void;
  onClearAll: () => void;
}

/**
 * The filters applied to the listing, each a chip that removes it, and Clear all: on a phone (filters in a drawer)
 * and on a desktop, the shopper sees at a glance that the list is narrowed and by what.
 */
export function ActiveFilters({ filters, options, onRemove, onRemovePrice, onClearAll }: ActiveFiltersProps) {
  const styles = useStyles();
  const intl = useIntl();
  if (activeFilterCount(filters) === 0) return null;
  const remove = (label: string) => intl.formatMessage({ id: 'shop.filters.remove', defaultMessage: 'Remove filter: {label}' }, { label });
  const chip = (key: string, label: string, content: ReactNode, onClick: () => void) => (
    <li key={key}>
      <Button className={styles.chip} size="small" shape="circular" icon={<DismissRegular />} iconPosition="after" aria-label={remove(label)} onClick={onClick}>
        <span className={styles.chipLabel}>{content}</span>
      </Button>
    </li>
  );
  const priceLabel = intl.formatMessage(
    { id: 'shop.filters.priceChip', defaultMessage: '{min} – {max}' },
    { min: intl.formatNumber(filters.priceRange.min), max: intl.formatNumber(filters.priceRange.max) },
  );
  return (
    <ul className={styles.root} aria-label={intl.formatMessage({ id: 'shop.filters.active', defaultMessage: 'Active filters' })} data-testid="active-filters">
      {GROUPS.flatMap((group) =>
        filters[group].map((slug) => {
          const title = titleOf(options?.[group], slug);
          return chip(`${group}:${slug}`, title, title, () => onRemove(group, slug));
        }),
      )}
      {!isPriceUnset(filters.priceRange) &&
        chip(
          'price',
          priceLabel,
          intl.formatMessage(
            { id: 'shop.filters.priceChip', defaultMessage: '{min} – {max}' },
            { min: <Price key="min" amount={filters.priceRange.min} size="inherit" />, max: <Price key="max" amount={filters.priceRange.max} size="inherit" /> },
          ),
          onRemovePrice,
        )}
      <li>
        <Button appearance="transparent" size="small" onClick={onClearAll}>
          {intl.formatMessage({ id: 'shop.filters.clearAll', defaultMessage: 'Clear all' })}
        </Button>
      </li>
    </ul>
  );
}
