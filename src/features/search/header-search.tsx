import { makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { box, contentWidth, glyph } from '../../lib/layout-tokens';
import { thinBorder } from '../../components/page-layout/thin-border';
import { parseSearchTerm, SEARCH_PATH } from '../../lib/search-term';
import { LazyPanelBoundary } from '../../components/routing/lazy-panel-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { closeSearch, openSearch, searchStore } from './search-store';

const SearchDialog = lazyPart(() => import('./search-dialog'));
/** Through the part, so it knows its chunk is in and draws it without suspending (lazyPart). */
const loadSearchDialog = () => void SearchDialog.preload();

// A native read-only input styled like Fluent's: the header is on every first page, Fluent's Input is not.
const useStyles = makeStyles({
  box: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    maxWidth: contentWidth.headerSearch,
  },
  icon: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    fontSize: glyph.small,
    color: tokens.colorNeutralForeground3,
    pointerEvents: 'none',
  },
  input: {
    width: '100%',
    height: box.searchField,
    boxSizing: 'border-box',
    paddingInlineStart: `calc(${tokens.spacingHorizontalM} + ${box.searchIconSlot})`,
    paddingInlineEnd: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    // Fluent's field look: the accessible stroke underneath.
    ...thinBorder(tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
    '::placeholder': { color: tokens.colorNeutralForeground3, opacity: 1 },
    ':hover': { backgroundColor: tokens.colorNeutralBackground1 },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2, outlineOffset: tokens.strokeWidthThin },
  },
});

/**
 * The dialog itself, a lazy chunk loaded when first opened (also from the mobile bottom bar). Drawn a render later
 * than the tap (`useDeferredValue`): the tap's own frame is painted first, the dialog's chunk and first render in the
 * frames after (decision 063); its styles are in the lead stylesheet (decision 066).
 */
export function SearchDialogHost() {
  const open = useDeferredValue(useSnapshot(searchStore).open);
  if (!open) return null;
  return (
    <LazyPanelBoundary part={SearchDialog} onFailed={closeSearch}>
      <SearchDialog />
    </LazyPanelBoundary>
  );
}

/**
 * The header's read-only search box: pressing it (or Enter / typing) opens the search dialog. On the search
 * results page it shows the words searched (and the dialog opens with them).
 */
export function HeaderSearch() {
  const styles = useStyles();
  const intl = useIntl();
  const [location] = useLocation();
  const search = useSearch();
  const term = location === SEARCH_PATH ? parseSearchTerm(search) : '';
  const label = intl.formatMessage({ id: 'search.box.placeholder', defaultMessage: 'Search products, brands and more' });
  return (
    <>
      <span className={styles.box}>
        <SearchRegular className={styles.icon} aria-hidden />
        <input
        type="text"
        readOnly
        value={term}
        className={styles.input}
        placeholder={label}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={openSearch}
        onMouseEnter={loadSearchDialog}
        onFocus={loadSearchDialog}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key.length === 1) {
            event.preventDefault();
            openSearch();
          }
        }}
        />
      </span>
      <SearchDialogHost />
    </>
  );
}
