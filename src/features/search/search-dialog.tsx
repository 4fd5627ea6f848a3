import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Skeleton,
  SkeletonItem,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowRightRegular, SearchRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { getListProductsQueryOptions, useListProducts } from '../../api/generated/endpoints/catalog/catalog';
import type { Product } from '../../api/generated/model';
import { PRODUCT_KEYS, recordsOf, totalOf } from '../../api/response-guards';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { ProductPrice } from '../../components/price/product-price';
import { PrefetchLink } from '../../components/routing/prefetch-link';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_PER_REQUEST, SKELETON_COUNTS } from '../../lib/constants';
import { closeSearch } from './search-store';
import { CloseButton } from '../../components/close-button/close-button';
import { box, contentWidth, flipInRtl, media, size } from '../../lib/layout-tokens';
import { parseSearchTerm, SEARCH_PATH, searchHref } from '../../lib/search-term';

const useStyles = makeStyles({
  surface: {
    maxWidth: contentWidth.searchDialog,
    width: `calc(100vw - ${tokens.spacingHorizontalXXL})`,
    alignSelf: 'start',
    marginBlockStart: size.searchDialogTop,
    [media.mobileDown]: { marginBlockStart: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  row: {
    display: 'grid',
    gridTemplateColumns: `${box.searchThumbnail} minmax(0, 1fr)`,
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  thumb: { width: box.searchThumbnail, height: box.searchThumbnail, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // The whole title wraps: an ellipsis on a mixed Arabic/Latin line cuts mid-run ("256" showed as "…56").
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  placeholder: { display: 'grid', gridTemplateColumns: `${box.searchThumbnail} 1fr`, gap: tokens.spacingHorizontalM, alignItems: 'center', padding: tokens.spacingHorizontalS },
  message: { color: tokens.colorNeutralForeground2, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  seeAll: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'underline' },
  },
  mirror: flipInRtl,
});

/** The results asked for: the words, at most SEARCH_RESULTS_PER_REQUEST. */
const searchParams = (term: string) => ({ searchQuery: term, perPage: SEARCH_RESULTS_PER_REQUEST });

/**
 * The typed words once they have rested for SEARCH_DEBOUNCE_MS — counted from the key, not from the render that
 * followed it — and their results are in (or the request has failed): `settle(words)` on each change. The request
 * leaves the moment the words rest; the dialog is drawn again only with its answer: drawing it for the settled words
 * first changed nothing on screen (the placeholder rows stay until the answer) and kept a phone's main thread busy
 * while the answer waited (≈ 45 ms of render and a frame at 4× CPU, decision 050). The latest words win: an answer
 * for words typed over meanwhile is not shown.
 */
function useSettledTerm(initial: string) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState(initial);
  const latest = useRef(initial);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const settle = useCallback(
    (words: string) => {
      latest.current = words;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const answered = words ? queryClient.prefetchQuery(getListProductsQueryOptions(searchParams(words))) : Promise.resolve();
        void answered.then(() => {
          if (latest.current === words) setTerm(words);
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [queryClient],
  );
  return [term, settle] as const;
}

/**
 * The search dialog (spec section 2): typing is debounced; 4 placeholder rows while loading; an empty-state
 * message; each result (first image, title, the price the shop shows: `ProductPrice`) links to the product and closes the dialog.
 * Arrow keys move through the results and Enter opens the one picked; Enter with none picked, or "See all N
 * results", opens the search results page of the words typed. Escape closes; closing clears everything.
 * Opened on the results page, it starts with that page's words (the header field shows them too).
 */
export default function SearchDialog() {
  const styles = useStyles();
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
  const shown = term.length > 0 ? (results?.records ?? []) : [];
  const total = Math.max(results?.total ?? 0, shown.length);
  const loading = text.trim().length > 0 && (typing || (isFetching && !results));

  const hrefOf = (product: Product) => `/products/${product.slug}`;
  const close = () => {
    setText('');
    setActive(-1);
    closeSearch();
  };
  /** The results page of what is typed (not of the debounced term: Enter means these words). */
  const resultsHref = searchHref(text);
  const label = intl.formatMessage({ id: 'search.box.placeholder', defaultMessage: 'Search products, brands and more' });

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface} aria-label={intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' })}>
        <DialogBody>
          <DialogTitle
            action={
              <CloseButton onClick={close} />
            }
          >
            {intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' })}
          </DialogTitle>
          <DialogContent className={styles.content}>
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
                    close();
                    navigate(product ? hrefOf(product) : resultsHref);
                  }
                }
              }}
            />
            {loading ? (
              <div role="status" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
                {Array.from({ length: SKELETON_COUNTS.searchRows }, (_, index) => (
                  <Skeleton key={index} className={styles.placeholder} data-testid="search-placeholder" aria-hidden>
                    <SkeletonItem shape="square" size={56} />
                    <SkeletonItem size={16} />
                  </Skeleton>
                ))}
              </div>
            ) : term.length > 0 && shown.length === 0 ? (
              <Text className={styles.message} role="status">
                {intl.formatMessage({ id: 'search.empty', defaultMessage: 'No products found for “{term}”' }, { term })}
              </Text>
            ) : (
              <ul id={listId} role="listbox" className={styles.list} aria-label={intl.formatMessage({ id: 'search.results', defaultMessage: 'Search results' })}>
                {shown.map((product, index) => (
                  <li key={product.id} role="none">
                    <PrefetchLink
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      href={hrefOf(product)}
                      className={mergeClasses(styles.row, index === active && styles.active)}
                      onClick={close}
                      tabIndex={-1}
                    >
                      <ImageWithFallback src={product.images?.[0]} alt="" width={56} height={56} className={styles.thumb} />
                      <span className={styles.text}>
                        <span className={styles.title}>{keepHyphenatedWords(product.title)}</span>
                        <ProductPrice product={product} />
                      </span>
                    </PrefetchLink>
                  </li>
                ))}
              </ul>
            )}
            {!loading && shown.length > 0 && (
              <Link href={resultsHref} className={styles.seeAll} onClick={close}>
                {intl.formatMessage({ id: 'search.seeAll', defaultMessage: 'See all {total, plural, one {# result} other {# results}}' }, { total })}
                <ArrowRightRegular className={styles.mirror} aria-hidden />
              </Link>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
