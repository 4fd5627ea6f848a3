import { Input, makeStyles } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { openSearch, searchStore } from './search-store';

const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadSearchDialog);

const useStyles = makeStyles({ input: { width: '100%', cursor: 'pointer' } });

/** The dialog itself, a lazy chunk loaded when first opened (also from the mobile bottom bar). */
export function SearchDialogHost() {
  const { open } = useSnapshot(searchStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}

/** The header's read-only search box: pressing it (or Enter / typing) opens the search dialog. */
export function HeaderSearch() {
  const styles = useStyles();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'search.box.placeholder', defaultMessage: 'Search products, brands and more' });
  return (
    <>
      <Input
        readOnly
        className={styles.input}
        contentBefore={<SearchRegular />}
        placeholder={label}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={openSearch}
        onMouseEnter={() => void loadSearchDialog()}
        onFocus={() => void loadSearchDialog()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key.length === 1) {
            event.preventDefault();
            openSearch();
          }
        }}
      />
      <SearchDialogHost />
    </>
  );
}
