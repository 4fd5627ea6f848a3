import { Input, Label, makeStyles, tokens } from '@fluentui/react-components';
import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { box } from '../../lib/layout-tokens';
import { withServerPriceRange, type PriceRange } from './shop-filters';

/** The track's thumbs: what a pointer can grab (the two inputs lie on one track and let the rest through). */
const thumb = {
  pointerEvents: 'auto',
  width: box.inlineIcon,
  height: box.inlineIcon,
  borderRadius: tokens.borderRadiusCircular,
  backgroundColor: tokens.colorBrandBackground,
  borderTopWidth: 0,
  borderBottomWidth: 0,
  borderLeftWidth: 0,
  borderRightWidth: 0,
  boxShadow: tokens.shadow4,
  cursor: 'pointer',
} as const;

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalS, borderBlockStartWidth: tokens.strokeWidthThin, borderBlockStartStyle: 'solid', borderBlockStartColor: tokens.colorNeutralStroke2, paddingBlockStart: tokens.spacingVerticalM, margin: 0, paddingInline: 0, borderInlineWidth: 0, borderBlockEndWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, paddingBlockEnd: tokens.spacingVerticalS },
  // One track, two thumbs: two range inputs laid over each other; the chosen stretch is drawn between them.
  range: { position: 'relative', height: box.line },
  track: { position: 'absolute', insetInline: 0, top: '50%', height: tokens.strokeWidthThicker, transform: 'translateY(-50%)', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralStroke1 },
  chosen: { position: 'absolute', top: 0, bottom: 0, backgroundColor: tokens.colorBrandBackground, borderRadius: tokens.borderRadiusCircular },
  slider: {
    position: 'absolute',
    insetInline: 0,
    top: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    appearance: 'none',
    backgroundColor: 'transparent',
    pointerEvents: 'none',
    '::-webkit-slider-thumb': { ...thumb, appearance: 'none' },
    '::-moz-range-thumb': thumb,
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::-webkit-slider-thumb': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2, outlineOffset: tokens.strokeWidthThin },
  },
  inputs: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalS },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  input: { minWidth: 0 },
});

/**
 * A price typed into a field, within the server's bounds and on its side of the other end: out of bounds it is
 * brought to the nearest bound, past the other end to that end; anything not a number is refused (null).
 */
export const committedPrice = (typed: string, end: 'min' | 'max', range: PriceRange, bounds: PriceRange): PriceRange | null => {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return null;
  const clamped = Math.round(Math.min(Math.max(value, bounds.min), bounds.max));
  return end === 'min' ? { min: Math.min(clamped, range.max), max: range.max } : { min: range.min, max: Math.max(clamped, range.min) };
};

const PRICE_COMMIT_DELAY_MS = 400;

const samePrices = (a: PriceRange, b: PriceRange) => a.min === b.min && a.max === b.max;

interface PriceRangeFilterProps {
  range: PriceRange;
  bounds: PriceRange;
  /** The listing's address query: a range being dragged belongs to it, and is dropped when it changes. */
  address: string;
  /** Keeps its identity across renders (the panel's `useLatestCallback`). */
  onChange: (range: PriceRange) => void;
}

/** A number field for one end of the range: typed freely, committed on blur or Enter, put back on Escape. */
function PriceField({ label, value, end, range, bounds, onCommit }: { label: string; value: number; end: 'min' | 'max'; range: PriceRange; bounds: PriceRange; onCommit: (range: PriceRange) => void }) {
  const styles = useStyles();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const next = committedPrice(text, end, range, bounds);
    if (!next || samePrices(next, range)) {
      setText(null);
      return;
    }
    // The field shows the price applied until the address follows (after the press's frame, decision 069): it is
    // then drawn afresh for the new price (its key); putting the old price back here showed it for a frame or more.
    setText(String(next[end]));
    onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setText(null);
  };
  return (
    <div className={styles.field}>
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      <Input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        value={text ?? String(value)}
        onChange={(_, data) => setText(data.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

/**
 * The price range (spec section 4): one track with a thumb for each end, bounded by the server's price_range and
 * applied once the shopper pauses, and a number field for each end, applied on blur or Enter. Either resets the
 * page to 1 (the listing's setter). Drawn again only when its prices change.
 */
export const PriceRangeFilter = memo(function PriceRangeFilter({ range, bounds, address, onChange }: PriceRangeFilterProps) {
  const styles = useStyles();
  const intl = useIntl();
  const shown = withServerPriceRange(range, bounds);
  // The only filter state the page keeps besides the address: the range being dragged, on the address it was
  // dragged on. Once the address changes (Back, a link, another filter) it is dropped in the same render, unapplied.
  const [dragged, setDragged] = useState<{ on: string; range: PriceRange } | null>(null);
  if (dragged !== null && dragged.on !== address) setDragged(null);
  const draft = dragged?.on === address ? dragged.range : null;
  const setDraft = (next: PriceRange | null) => setDragged(next && { on: address, range: next });
  const value = draft ?? shown;

  useEffect(() => {
    if (!draft) return;
    const timer = window.setTimeout(() => {
      onChange(draft);
      setDragged(null);
    }, PRICE_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, onChange]);

  const step = Math.max(1, Math.round((bounds.max - bounds.min) / 100));
  const span = Math.max(1, bounds.max - bounds.min);
  const at = (price: number) => `${((Math.min(Math.max(price, bounds.min), bounds.max) - bounds.min) / span) * 100}%`;
  const minLabel = intl.formatMessage({ id: 'shop.filters.minPrice', defaultMessage: 'Minimum price' });
  const maxLabel = intl.formatMessage({ id: 'shop.filters.maxPrice', defaultMessage: 'Maximum price' });
  const commitTyped = (next: PriceRange) => {
    setDraft(null);
    onChange(next);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'shop.filters.price', defaultMessage: 'Price' })}</legend>
      <div className={styles.range}>
        <div className={styles.track}>
          {/* eslint-disable-next-line no-restricted-syntax -- the chosen stretch follows the two prices, per render */}
          <div className={styles.chosen} style={{ insetInlineStart: at(value.min), insetInlineEnd: `calc(100% - ${at(value.max)})` }} />
        </div>
        <input
          type="range"
          className={styles.slider}
          aria-label={minLabel}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={Math.min(Math.max(value.min, bounds.min), bounds.max)}
          onChange={(event) => setDraft({ min: Math.min(Number(event.target.value), value.max), max: value.max })}
        />
        <input
          type="range"
          className={styles.slider}
          aria-label={maxLabel}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={Math.min(Math.max(value.max, bounds.min), bounds.max)}
          onChange={(event) => setDraft({ min: value.min, max: Math.max(Number(event.target.value), value.min) })}
        />
      </div>
      <div className={styles.inputs}>
        <PriceField key={`min-${value.min}`} label={minLabel} value={value.min} end="min" range={value} bounds={bounds} onCommit={commitTyped} />
        <PriceField key={`max-${value.max}`} label={maxLabel} value={value.max} end="max" range={value} bounds={bounds} onCommit={commitTyped} />
      </div>
    </fieldset>
  );
}, (before, after) =>
  before.onChange === after.onChange && before.address === after.address && samePrices(before.range, after.range) && samePrices(before.bounds, after.bounds),
);
