import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { contentWidth } from '../../lib/layout-tokens';
import { useProductLayoutStyles } from './product-layout-styles';

const useStyles = makeStyles({
  specs: { borderCollapse: 'collapse', width: '100%', maxWidth: contentWidth.specsTable },
  specCell: { textAlign: 'start', paddingBlock: tokens.spacingVerticalS, paddingInline: tokens.spacingHorizontalS, borderBlockEndWidth: tokens.strokeWidthThin, borderBlockEndStyle: 'solid', borderBlockEndColor: tokens.colorNeutralStroke2 },
});

/** The product's specifications, a label and a value a row; nothing when it has none. */
export function ProductSpecs({ specs }: { specs: Product['specs'] }) {
  const layout = useProductLayoutStyles();
  const styles = useStyles();
  const intl = useIntl();
  if (!specs || specs.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="product-specs">
      <h2 id="product-specs" className={layout.heading}>
        {intl.formatMessage({ id: 'product.specs', defaultMessage: 'Specifications' })}
      </h2>
      <table className={styles.specs}>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.key}>
              <th scope="row" className={styles.specCell}>
                {spec.label}
              </th>
              <td className={styles.specCell}>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
