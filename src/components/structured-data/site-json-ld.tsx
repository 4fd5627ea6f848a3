import { useIntl } from 'react-intl';
import { useGetPreloadedData } from '../../api/generated/endpoints/preloaded/preloaded';
import { pickTranslated } from '../../i18n/translated';
import { JsonLd } from './json-ld';
import { organizationJsonLd, webSiteJsonLd } from './structured-data';

/** Home's structured data: the shop as Organization and WebSite, from the preloaded settings (no extra request). */
export function SiteJsonLd() {
  const intl = useIntl();
  const { data } = useGetPreloadedData({ query: { staleTime: Number.POSITIVE_INFINITY, select: (body) => body.data.settings } });
  if (!data) return null;
  const origin = window.location.origin;
  const url = `${origin}/${intl.locale}/`;
  const name = pickTranslated(data.general.name, intl.locale);
  return <JsonLd data={[organizationJsonLd(data, name, url, origin), webSiteJsonLd(name, url, intl.locale)]} />;
}
