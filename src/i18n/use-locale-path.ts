import { useIntl } from 'react-intl';

/** An absolute address under the current locale: `/shop` → `/ar/shop`. */
export const useLocalePath = (path: string) => {
  const { locale } = useIntl();
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
};
