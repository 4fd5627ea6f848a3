import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Address } from '../../api/generated/model';
import { startsRightToLeft } from '../../i18n/bidi';
import { UserText } from './user-text';

/** What an address shows: the recipient, the street with its city and governorate, and the phone. */
export type ShownAddress = Pick<Address, 'first_name' | 'last_name' | 'address' | 'phone'> & {
  city: Pick<Address['city'], 'title'>;
  government: Pick<Address['government'], 'title'>;
};

const useStyles = makeStyles({
  // A column of a card or a grid: the address wraps within it, never widens it.
  root: { display: 'block', minWidth: 0 },
  lines: { display: 'block' },
  muted: { color: tokens.colorNeutralForeground2 },
  // One run, its parts apart by a middle dot (neutral in either direction); the parts still wrap.
  inline: { display: 'inline', ':not(:first-child)::before': { content: '" · "' } },
});

export interface AddressLinesProps {
  address: ShownAddress;
  /** `lines` (a card): recipient, place and phone on lines of their own; `inline` (a choice, a summary): one run. */
  layout?: 'lines' | 'inline';
  className?: string;
}

/**
 * An address as its user typed it, each field isolated on its own (never the joined line): "22 Nasr St" keeps its
 * number in front inside an Arabic line, and one field's direction never spills into the next.
 */
export function AddressLines({ address, layout = 'lines', className }: AddressLinesProps) {
  const styles = useStyles();
  const intl = useIntl();
  const part = layout === 'inline' ? styles.inline : styles.lines;
  return (
    <span className={mergeClasses(styles.root, className)}>
      {/* The two names in the order of their own script (each still isolated): "Hassan Ali" inside Arabic too. */}
      <span className={part}>
        <bdi dir={startsRightToLeft(`${address.first_name} ${address.last_name}`) ? 'rtl' : 'ltr'}>
          <UserText>{address.first_name}</UserText> <UserText>{address.last_name}</UserText>
        </bdi>
      </span>
      <span className={mergeClasses(part, layout === 'lines' && styles.muted)}>
        {intl.formatMessage(
          { id: 'address.line', defaultMessage: '{address}, {city}, {government}' },
          {
            address: <UserText key="address">{address.address}</UserText>,
            city: <UserText key="city">{address.city.title}</UserText>,
            government: <UserText key="government">{address.government.title}</UserText>,
          },
        )}
      </span>
      <span className={mergeClasses(part, layout === 'lines' && styles.muted)}>
        <UserText dir="ltr">{address.phone}</UserText>
      </span>
    </span>
  );
}
