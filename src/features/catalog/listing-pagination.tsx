import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useIntl } from 'react-intl';
import { flipInRtl } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  pagination: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  mirror: flipInRtl,
});

/** The pages to offer: first, last, and the current page with its neighbours. */
const pageWindow = (current: number, last: number): (number | 'gap')[] => {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? ['gap' as const, page] : [page]));
};

/** The listing's pages: previous, first, the current page with its neighbours, last, next; none for one page. */
export function ListingPagination({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  const intl = useIntl();
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'shop.pagination', defaultMessage: 'Pages' })}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular className={styles.mirror} />}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label={intl.formatMessage({ id: 'shop.previousPage', defaultMessage: 'Previous page' })}
      />
      {pageWindow(current, last).map((page, index) =>
        page === 'gap' ? (
          <Text key={`gap-${index}`} aria-hidden>
            {intl.formatMessage({ id: 'shop.pagination.gap', defaultMessage: '…' })}
          </Text>
        ) : (
          <Button
            key={page}
            appearance={page === current ? 'primary' : 'subtle'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={intl.formatMessage({ id: 'shop.page', defaultMessage: 'Page {page}' }, { page })}
            onClick={() => onPage(page)}
          >
            {intl.formatNumber(page)}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular className={styles.mirror} />}
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
        aria-label={intl.formatMessage({ id: 'shop.nextPage', defaultMessage: 'Next page' })}
      />
    </nav>
  );
}
