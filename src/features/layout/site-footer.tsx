import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickTranslated } from '../../i18n/translated';
import { usePreloadedData } from './use-preloaded-data';

const useStyles = makeStyles({
  root: {
    marginBlockStart: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
  },
  inner: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    maxWidth: '1280px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
  },
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground1 },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  ltr: { direction: 'ltr', unicodeBidi: 'isolate' },
  copyright: { textAlign: 'center', paddingBlock: tokens.spacingVerticalM, borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: tokens.colorNeutralStroke2, fontSize: tokens.fontSizeBase200 },
});

/** The footer: who the shop is, how to reach it, and the copyright line. Later issues add the link lists. */
export function SiteFooter() {
  const styles = useStyles();
  const intl = useIntl();
  const { data } = usePreloadedData();
  const name = pickTranslated(data?.settings.general.name, intl.locale);
  const contact = data?.settings.contact;
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <section>
          <h2 className={styles.heading}>{name}</h2>
          <p className={styles.text}>{pickTranslated(data?.settings.general.description, intl.locale)}</p>
        </section>
        {contact && (
          <section>
            <h2 className={styles.heading}>
              <FormattedMessage id="footer.contact" defaultMessage="Contact us" />
            </h2>
            <p className={styles.text}>{pickTranslated(contact.address, intl.locale)}</p>
            {contact.phoneNumbers.map((phone) => (
              <p key={phone} className={styles.text}>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className={styles.ltr}>
                  {phone}
                </a>
              </p>
            ))}
            <p className={styles.text}>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </section>
        )}
      </div>
      <p className={styles.copyright}>
        <FormattedMessage
          id="footer.copyright"
          defaultMessage="© {year} {name}. All rights reserved."
          values={{ year: new Date().getFullYear(), name }}
        />
      </p>
    </footer>
  );
}
