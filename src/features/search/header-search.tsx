import { Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';

/** The header's read-only search box. Issue 3 opens the search dialog from it. */
export function HeaderSearch() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'search.box.placeholder', defaultMessage: 'Search products, brands and more' });
  return <Input readOnly contentBefore={<SearchRegular />} placeholder={label} aria-label={label} />;
}
