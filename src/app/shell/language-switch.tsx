import { Button } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons/svg/globe';
import { useIntl } from 'react-intl';
import { setLocale } from '../../i18n/locale-store';
import { isLocale, otherLocale, type Locale } from '../../i18n/locales';

/** The same address under the other locale. */
export const switchLocalePath = (pathname: string, search: string, hash: string, target: Locale) => {
  const segments = pathname.split('/');
  if (isLocale(segments[1])) segments[1] = target;
  else segments.splice(1, 0, target);
  return `${segments.join('/') || `/${target}/`}${search}${hash}`;
};

/** Reloads the page on the same path under the other locale (spec section 2). */
export function LanguageSwitch() {
  const intl = useIntl();
  const target = otherLocale(intl.locale as Locale);
  const label = target === 'ar' ? 'العربية' : 'English';
  const onClick = () => {
    setLocale(target);
    const { pathname, search, hash } = window.location;
    window.location.assign(switchLocalePath(pathname, search, hash, target));
  };
  return (
    <Button
      appearance="subtle"
      icon={<GlobeRegular />}
      onClick={onClick}
      lang={target}
      aria-label={intl.formatMessage({ id: 'header.language.switch', defaultMessage: 'Switch language to {language}' }, { language: label })}
    >
      {label}
    </Button>
  );
}
