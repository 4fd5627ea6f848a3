import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentWidth, size } from '../../lib/layout-tokens';
import { ORDER_SEARCH_MAX, parseOrderSearch } from './order-search';

const useStyles = makeStyles({
  form: { marginBlockEnd: tokens.spacingVerticalL },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Fluent's Input keeps a 250px minimum: let it shrink so the Search button stays beside it on a phone.
  input: { flexGrow: 1, flexBasis: size.fieldMinSmall, minWidth: 0, maxWidth: contentWidth.searchField },
});

export interface OrderSearchFormProps {
  /** The `id` in the address (as it came: an invalid one is shown with its message). */
  value: string;
  /** A valid order number, or '' for every order. */
  onSearch: (id: string) => void;
}

/**
 * "Order number": finds one order (GET /profile/orders `id`, spec section 7). Submitted, not searched on every
 * key: the server matches a whole number. What cannot be an order number stays in the field with a message
 * and is not sent.
 */
export function OrderSearchForm({ value, onSearch }: OrderSearchFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(() => parseOrderSearch(value).kind === 'invalid');
  const active = value !== '';
  const label = intl.formatMessage({ id: 'orders.search.label', defaultMessage: 'Order number' });

  const submit = () => {
    const parsed = parseOrderSearch(text);
    if (parsed.kind === 'invalid') {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    onSearch(parsed.kind === 'ok' ? parsed.id : '');
  };

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'orders.search.region', defaultMessage: 'Find an order' })}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={label}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={
          invalid
            ? intl.formatMessage({
                id: 'orders.search.invalid',
                defaultMessage: 'Enter an order number such as NT-240006, or only its digits: 240006.',
              })
            : undefined
        }
      >
        {(fieldProps) => (
          <div className={styles.row}>
            <Input
              {...fieldProps}
              ref={input}
              type="search"
              inputMode="text"
              autoComplete="off"
              className={styles.input}
              value={text}
              maxLength={ORDER_SEARCH_MAX}
              placeholder={intl.formatMessage({ id: 'orders.search.placeholder', defaultMessage: 'e.g. NT-240006' })}
              contentBefore={<SearchRegular aria-hidden />}
              onChange={(_, data) => {
                setText(data.value);
                setInvalid(false);
                // Emptied (deleted, or the field's own ✕): back to every order.
                if (!data.value && active) onSearch('');
              }}
            />
            <Button type="submit">{intl.formatMessage({ id: 'orders.search.submit', defaultMessage: 'Search' })}</Button>
            {active && (
              <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onSearch('')}>
                {intl.formatMessage({ id: 'orders.search.clear', defaultMessage: 'Show all orders' })}
              </Button>
            )}
          </div>
        )}
      </Field>
    </form>
  );
}
