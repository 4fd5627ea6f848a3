import { Button, Checkbox, checkboxClassNames, makeStyles, tokens } from '@fluentui/react-components';
import { memo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { FilterOption, ProductFilters } from '../../api/generated/model';
import { useRestingIntent } from '../../components/routing/use-resting-intent';
import { size } from '../../lib/layout-tokens';
import { useFirstItemsFirst } from '../../lib/use-first-items-first';
import { usePressedValue } from '../../lib/use-pressed-value';
import { useLatestCallback } from '../../lib/use-latest-callback';
import type { OptionGroupName, PriceRange, ShopFilters } from './shop-filters';
import { PriceRangeFilter } from './price-range-filter';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, alignContent: 'start' },
  group: { display: 'grid', gap: tokens.spacingVerticalXXS, borderBlockStartWidth: tokens.strokeWidthThin, borderBlockStartStyle: 'solid', borderBlockStartColor: tokens.colorNeutralStroke2, paddingBlockStart: tokens.spacingVerticalM, margin: 0, paddingInline: 0, borderInlineWidth: 0, borderBlockEndWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, paddingBlockEnd: tokens.spacingVerticalS },
  options: { display: 'grid', maxHeight: size.filterOptionsMax, overflowY: 'auto' },
  // Isolated in the label's direction: its gap stays on the title's side, its digits apart from a title's "5G".
  count: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalXS, unicodeBidi: 'isolate' },
});

export interface FiltersPanelProps {
  filters: Pick<ShopFilters, 'categories' | 'brands' | 'tags' | 'priceRange'>;
  options: ProductFilters | undefined;
  /** The server's price range for the listing's address (`useShopFilters`): the slider's bounds. */
  bounds: PriceRange;
  /** The listing's address query: a price being dragged is dropped when it changes. */
  address: string;
  /** Which option groups to show (a category page hides categories, and so on). */
  show: { categories: boolean; brands: boolean; tags: boolean };
  onToggleCategory: (slug: string) => void;
  onToggleBrand: (slug: string) => void;
  onToggleTag: (slug: string) => void;
  /** An option the shopper points at or focuses: what toggling it would show can be fetched before the click. */
  onOptionIntent?: (group: OptionGroupName, slug: string) => void;
  onPriceChange: (range: PriceRange) => void;
  onReset: () => void;
}

interface OptionRowProps {
  slug: string;
  title: string;
  count: number;
  checked: boolean;
  onToggle: (slug: string) => void;
}

/**
 * One option and its count. Memoised with a handler that keeps its identity (`useLatestCallback`): a click draws
 * the option clicked, and the answer the options whose count changed, not the fifty checkboxes every time.
 */
const OptionRow = memo(function OptionRow({ slug, title, count, checked, onToggle }: OptionRowProps) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Checkbox
      data-option={slug}
      checked={checked}
      onChange={() => onToggle(slug)}
      label={
        <>
          <bdi>{title}</bdi>
          <span className={styles.count}>{intl.formatMessage({ id: 'shop.filters.count', defaultMessage: '({count})' }, { count })}</span>
        </>
      }
    />
  );
});

/** The option of the row under an event's target (its checkbox's `data-option`), if any. */
const optionAt = (target: EventTarget) =>
  target instanceof Element ? (target.closest(`.${checkboxClassNames.root}`)?.querySelector<HTMLElement>('[data-option]')?.dataset.option ?? null) : null;

interface OptionGroupProps {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (slug: string) => void;
  onIntent: (slug: string) => void;
}

/** Options drawn with their group, the rest just after: what the group's box (size.filterOptionsMax) shows. */
const OPTIONS_FIRST = 8;

/**
 * A fieldset of options. Which option the pointer or the focus rests on is read here, once for the group (the
 * rows stay plain and memoised): after ROUTER_PRELOAD_DELAY_MS there, or at once on a press, `onIntent` asks for
 * what its click would show, so the click draws the answer at once (decision 038).
 */
function OptionGroup({ legend, options, selected, onToggle, onIntent }: OptionGroupProps) {
  const styles = useStyles();
  const drawn = useFirstItemsFirst(options, OPTIONS_FIRST);
  // The press ticks its box in its own frame, drawn alone; the listing's address follows after it (decision 069).
  const [shown, press] = usePressedValue(selected, selected);
  const toggle = useLatestCallback((slug: string) => {
    press(shown.includes(slug) ? shown.filter((chosen) => chosen !== slug) : [...shown, slug]);
    onToggle(slug);
  });
  const pointed = useRef<string | null>(null);
  const intent = useRestingIntent(() => {
    if (pointed.current) onIntent(pointed.current);
  });
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div
        className={styles.options}
        onMouseOver={(event) => {
          const option = optionAt(event.target);
          if (option === pointed.current) return;
          pointed.current = option;
          if (option) intent.start();
          else intent.cancel();
        }}
        onMouseLeave={() => {
          pointed.current = null;
          intent.cancel();
        }}
        onPointerDown={(event) => {
          pointed.current = optionAt(event.target);
          intent.now();
        }}
        onFocus={(event) => {
          pointed.current = optionAt(event.target);
          intent.start();
        }}
        onBlur={intent.cancel}
      >
        {drawn.map((option) => (
          <OptionRow key={option.slug} slug={option.slug} title={option.title} count={option.count} checked={shown.includes(option.slug)} onToggle={toggle} />
        ))}
      </div>
    </fieldset>
  );
}

/** While the listing's first answer is on its way (one list, not a new one at each render: useFirstItemsFirst). */
const NO_OPTIONS: FilterOption[] = [];

/** Categories, brands and tags with counts, the price range and a reset (spec section 4 'Shop filters'). */
export function FiltersPanel({ filters, options, bounds, address, show, onToggleCategory, onToggleBrand, onToggleTag, onOptionIntent, onPriceChange, onReset }: FiltersPanelProps) {
  const styles = useStyles();
  const intl = useIntl();
  const priceChange = useLatestCallback(onPriceChange);
  const intent = (group: OptionGroupName) => (slug: string) => onOptionIntent?.(group, slug);
  return (
    <div className={styles.root}>
      <Button appearance="secondary" onClick={onReset}>
        {intl.formatMessage({ id: 'shop.filters.reset', defaultMessage: 'Reset filters' })}
      </Button>
      {show.categories && (
        <OptionGroup
          legend={intl.formatMessage({ id: 'shop.filters.categories', defaultMessage: 'Categories' })}
          options={options?.categories ?? NO_OPTIONS}
          selected={filters.categories}
          onToggle={onToggleCategory}
          onIntent={intent('categories')}
        />
      )}
      {show.brands && (
        <OptionGroup
          legend={intl.formatMessage({ id: 'shop.filters.brands', defaultMessage: 'Brands' })}
          options={options?.brands ?? NO_OPTIONS}
          selected={filters.brands}
          onToggle={onToggleBrand}
          onIntent={intent('brands')}
        />
      )}
      <PriceRangeFilter range={filters.priceRange} bounds={bounds} address={address} onChange={priceChange} />
      {show.tags && (
        <OptionGroup
          legend={intl.formatMessage({ id: 'shop.filters.tags', defaultMessage: 'Tags' })}
          options={options?.tags ?? NO_OPTIONS}
          selected={filters.tags}
          onToggle={onToggleTag}
          onIntent={intent('tags')}
        />
      )}
    </div>
  );
}
