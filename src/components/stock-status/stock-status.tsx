import { Pill } from '../pill/pill';
import { useIntl } from 'react-intl';
import type { Availability } from '../../api/generated/model';

/** The four stock states of spec section 4. */
export function StockStatus({ availability, stock }: { availability: Availability; stock: number }) {
  const intl = useIntl();
  switch (availability) {
    case 'in_stock':
      return <Pill appearance="tint" tone="success">{intl.formatMessage({ id: 'stock.inStock', defaultMessage: 'In stock' })}</Pill>;
    case 'low_stock':
      return (
        <Pill appearance="tint" tone="warning">
          {intl.formatMessage({ id: 'stock.low', defaultMessage: 'Only {count} left' }, { count: stock })}
        </Pill>
      );
    case 'limited_stock':
      return <Pill appearance="tint" tone="important">{intl.formatMessage({ id: 'stock.limited', defaultMessage: 'Limited stock' })}</Pill>;
    case 'out_of_stock':
      return <Pill appearance="tint" tone="danger">{intl.formatMessage({ id: 'stock.out', defaultMessage: 'Out of stock' })}</Pill>;
  }
}
