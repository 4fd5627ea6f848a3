import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useListProducts } from '../../api/generated/endpoints/catalog/catalog';
import type { Product } from '../../api/generated/model';
import { PRODUCT_KEYS, recordsOf, totalOf } from '../../api/response-guards';
import { closeSearch } from './search-store';
import { CloseButton } from '../../components/close-button/close-button';
import { contentWidth, media, size } from '../../lib/layout-tokens';
import { parseSearchTerm, SEARCH_PATH, searchHref } from '../../lib/search-term';
import { productHref, SearchResults } from './search-results';
import { searchParams, useSettledTerm } from './use-settled-term';

const useStyles = makeStyles({
  surface: {
    maxWidth: contentWidth.searchDialog,
    width: `calc(100vw - ${tokens.spacingHorizontalXXL})`,
    alignSelf: 'start',
    marginBlockStart: size.searchDialogTop,
    [media.mobileDown]: { marginBlockStart: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
  },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
});

/**
 * The search dialog (spec section 2): typing is debounced; 4 placeholder rows while loading; an empty-state
 * message; each result (first image, title, the price the shop shows: `ProductPrice`) links to the product and closes the dialog.
 * Arrow keys move through the results and Enter opens the one picked; Enter with none picked, or "See all N
 * results", opens the search results page of the words typed. Escape closes; closing clears everything (the dialog
 * is unmounted). Opened on the results page, it starts with that page's words (the header field shows them too).
 */
export default function SearchDialog() {
  const styles = useStyles();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && closeSearch()}>
      <DialogSurface className={styles.surface} aria-label={title}>
        <DialogBody>
          <DialogTitle action={<CloseButton onClick={closeSearch} />}>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchCombobox />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const NO_PRODUCTS: Product[] = [];

/**
 * The field and its results, with what is typed: a key draws these again, not the dialog around them (its surface,
 * title and focus trap: ≈ 40 ms a key at 4× CPU when the whole dialog was drawn).
 */
function SearchCombobox() {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const listId = useId();
  const [text, setText] = useState(() => (location === SEARCH_PATH ? parseSearchTerm(search) : ''));
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog opens on the search field (not on its close button).
  useEffect(() => {
    const timer = window.setTimeout(() => inputRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const [term, settle] = useSettledTerm(text.trim());
  const typing = text.trim() !== term;
  const { data: results, isFetching } = useListProducts(searchParams(term), {
    query: {
      enabled: term.length > 0,
      // A malformed or empty answer is ignored silently (spec section 8).
      select: (body) => ({
        records: recordsOf<Product>(body, ...PRODUCT_KEYS),
        total: totalOf(body),
      }),
    },
  });
  const shown = term.length > 0 ? (results?.records ?? NO_PRODUCTS) : NO_PRODUCTS;
  const total = Math.max(results?.total ?? 0, shown.length);
  const loading = text.trim().length > 0 && (typing || (isFetching && !results));
  // The key draws its letter first; the placeholder rows that replace the results follow in a render of their own.
  // The answer's results replace them at once.
  const placeholders = useDeferredValue(loading) && loading;
  const label = intl.formatMessage({ id: 'search.box.placeholder', defaultMessage: 'Search products, brands and more' });

  return (
    <>
      <Input
        input={{ ref: inputRef }}
        type="search"
        size="large"
        value={text}
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        contentBefore={<SearchRegular />}
        onChange={(_, data) => {
          setText(data.value);
          settle(data.value.trim());
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && shown.length > 0) {
            event.preventDefault();
            setActive((current) => (current + 1) % shown.length);
          } else if (event.key === 'ArrowUp' && shown.length > 0) {
            event.preventDefault();
            setActive((current) => (current <= 0 ? shown.length - 1 : current - 1));
          } else if (event.key === 'Enter') {
            const product = active >= 0 ? shown[active] : undefined;
            if (product || text.trim()) {
              event.preventDefault();
              closeSearch();
              // The results page of what is typed (not of the debounced term: Enter means these words).
              navigate(product ? productHref(product) : searchHref(text));
            }
          }
        }}
      />
      <SearchResults term={term} loading={placeholders} shown={shown} total={total} active={active} listId={listId} onFollow={closeSearch} />
    </>
  );
}
