import { Badge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Availability } from '../../api/generated/model';

/** The four stock states of spec section 4. */
export function StockStatus({ availability, stock }: { availability: Availability; stock: number }) {
  const intl = useIntl();
  switch (availability) {
    case 'in_stock':
      return <Badge appearance="tint" color="success">{intl.formatMessage({ id: 'stock.inStock', defaultMessage: 'In stock' })}</Badge>;
    case 'low_stock':
      return (
        <Badge appearance="tint" color="warning">
          {intl.formatMessage({ id: 'stock.low', defaultMessage: 'Only {count} left' }, { count: stock })}
        </Badge>
      );
    case 'limited_stock':
      return <Badge appearance="tint" color="important">{intl.formatMessage({ id: 'stock.limited', defaultMessage: 'Limited stock' })}</Badge>;
    case 'out_of_stock':
      return <Badge appearance="tint" color="danger">{intl.formatMessage({ id: 'stock.out', defaultMessage: 'Out of stock' })}</Badge>;
  }
}
