import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { pickTranslated } from '../../i18n/translated';
import { shopLinks, supportLinks, type FooterLink } from './footer-links';
import { SOCIAL_NETWORKS, SocialIcon } from './social-icons';
import { usePreloadedData } from '../../api/use-preloaded-data';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { autoGrid, box, contentWidth, glyph, gridTrack } from '../../lib/layout-tokens';
import { PrefetchLink } from '../../components/routing/prefetch-link';

const socialNames = defineMessages({
  facebook: { id: 'footer.social.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'footer.social.instagram', defaultMessage: 'Instagram' },
  twitter: { id: 'footer.social.twitter', defaultMessage: 'X (Twitter)' },
  youtube: { id: 'footer.social.youtube', defaultMessage: 'YouTube' },
  linkedin: { id: 'footer.social.linkedin', defaultMessage: 'LinkedIn' },
});

const useStyles = makeStyles({
  root: {
    marginBlockStart: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    borderTopWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
  },
  inner: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: autoGrid(gridTrack.product, 'fit'),
    maxWidth: contentWidth.page,
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
  },
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground1 },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  link: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: box.marker,
    ':hover': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
  },
  contactItem: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, lineHeight: tokens.lineHeightBase400 },
  contactIcon: { flexShrink: 0, fontSize: glyph.small, marginBlockStart: tokens.spacingVerticalXXS, color: tokens.colorBrandForeground1 },
  ltr: { direction: LTR_ISLAND, unicodeBidi: 'isolate' },
  social: { display: 'flex', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalM, listStyleType: 'none', padding: 0 },
  socialLink: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: box.control,
    height: box.control,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  },
  copyright: {
    margin: 0,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderTopWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    fontSize: tokens.fontSizeBase200,
  },
});

function LinkList({ links, className }: { links: FooterLink[]; className: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.path}>
          <PrefetchLink href={link.path} className={className}>
            {intl.formatMessage(link.label)}
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer (spec section 2): shop and support links, contact details, social links and the copyright line.
 * Memoised: the layout draws again at every address change; the footer shows nothing that depends on it.
 */
export const SiteFooter = memo(function SiteFooter() {
  const styles = useStyles();
  const intl = useIntl();
  const { data } = usePreloadedData();
  const name = pickTranslated(data?.settings.general.name, intl.locale) || intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' });
  const contact = data?.settings.contact;
  const social = data?.settings.social;
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {name}
          </h2>
          <p className={styles.text}>{pickTranslated(data?.settings.general.description, intl.locale)}</p>
          {social && (
            <ul className={styles.social} aria-label={intl.formatMessage({ id: 'footer.social', defaultMessage: 'Follow us' })}>
              {SOCIAL_NETWORKS.filter((network) => social[network]).map((network) => (
                <li key={network}>
                  {/* A native title, not a Fluent tooltip: the footer is in the entry chunk and must stay light. */}
                  <a
                    href={social[network] ?? undefined}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={intl.formatMessage(socialNames[network])}
                    title={intl.formatMessage(socialNames[network])}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            <FormattedMessage id="footer.shop" defaultMessage="Shop" />
          </h2>
          <LinkList links={shopLinks} className={styles.link} />
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            <FormattedMessage id="footer.support" defaultMessage="Customer support" />
          </h2>
          <LinkList links={supportLinks} className={styles.link} />
        </nav>
        {contact && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              <FormattedMessage id="footer.contact" defaultMessage="Contact us" />
            </h2>
            <ul className={styles.list}>
              <li className={styles.contactItem}>
                <LocationRegular className={styles.contactIcon} aria-hidden />
                <span>
                  {pickTranslated(contact.address, intl.locale)}
                  <br />
                  <a href={contact.googleMapUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="footer.map" defaultMessage="View on the map" />
                  </a>
                </span>
              </li>
              {contact.phoneNumbers.map((phone) => (
                <li key={phone} className={styles.contactItem}>
                  <PhoneRegular className={styles.contactIcon} aria-hidden />
                  <a href={`tel:${phone.replace(/\s+/g, '')}`} className={mergeClasses(styles.link, styles.ltr)}>
                    {phone}
                  </a>
                </li>
              ))}
              <li className={styles.contactItem}>
                <MailRegular className={styles.contactIcon} aria-hidden />
                <a href={`mailto:${contact.email}`} className={mergeClasses(styles.link, styles.ltr)}>
                  {contact.email}
                </a>
              </li>
            </ul>
          </section>
        )}
      </div>
      <p className={styles.copyright}>
        <FormattedMessage id="footer.copyright" defaultMessage="© {year} {name}. All rights reserved." values={{ year: new Date().getFullYear(), name }} />
      </p>
    </footer>
  );
});
