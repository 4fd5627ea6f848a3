import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { DocumentSearchRegular } from '@fluentui/react-icons/svg/document-search';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { ShieldErrorRegular } from '@fluentui/react-icons/svg/shield-error';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import { WifiOffRegular } from '@fluentui/react-icons/svg/wifi-off';
import type { ComponentType } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ERROR_ICON_ANIMATION_REPEAT_MS } from '../../lib/constants';
import { useLocalePath } from '../../i18n/use-locale-path';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { ButtonSpinner } from '../button-spinner/button-spinner';
import { flipInRtl, glyph } from '../../lib/layout-tokens';

export type ErrorScreenKind = 'notFound' | 'unmatched' | 'serverError' | 'offline' | 'forbidden' | 'generic';
type Action = 'home' | 'back' | 'reload';

const messages = defineMessages({
  notFoundTitle: { id: 'errorScreen.notFound.title', defaultMessage: 'Page not found' },
  // Spec section 2: the router's fallback for an address no route matches reads 'Not Found'.
  unmatchedTitle: { id: 'errorScreen.unmatched.title', defaultMessage: 'Not Found' },
  notFoundDescription: {
    id: 'errorScreen.notFound.description',
    defaultMessage: 'The page you are looking for does not exist or has been moved.',
  },
  serverErrorTitle: { id: 'errorScreen.serverError.title', defaultMessage: 'Server error' },
  serverErrorDescription: {
    id: 'errorScreen.serverError.description',
    defaultMessage: 'Sorry, we encountered an error processing your request. Our team has been notified.',
  },
  offlineTitle: { id: 'errorScreen.offline.title', defaultMessage: 'You are offline' },
  offlineDescription: {
    id: 'errorScreen.offline.description',
    defaultMessage: 'Please check your internet connection and try again.',
  },
  forbiddenTitle: { id: 'errorScreen.forbidden.title', defaultMessage: 'Access denied' },
  forbiddenDescription: {
    id: 'errorScreen.forbidden.description',
    defaultMessage: 'You do not have permission to view this page.',
  },
  genericTitle: { id: 'errorScreen.generic.title', defaultMessage: 'Something went wrong' },
  genericDescription: {
    id: 'errorScreen.generic.description',
    defaultMessage: 'An unexpected error occurred. Please try again later.',
  },
  home: { id: 'errorScreen.action.home', defaultMessage: 'Go home' },
  back: { id: 'errorScreen.action.back', defaultMessage: 'Go back' },
  reload: { id: 'errorScreen.action.reload', defaultMessage: 'Reload' },
});

const screens: Record<
  ErrorScreenKind,
  { icon: ComponentType<{ className?: string }>; title: MessageDescriptor; description: MessageDescriptor; actions: Action[] }
> = {
  notFound: { icon: DocumentSearchRegular, title: messages.notFoundTitle, description: messages.notFoundDescription, actions: ['home', 'back'] },
  // An address no route matches says 'Not Found' (spec section 2), a record the API does not have 'Page not found'
  // (spec section 8's message for a 404 answer).
  unmatched: { icon: DocumentSearchRegular, title: messages.unmatchedTitle, description: messages.notFoundDescription, actions: ['home', 'back'] },
  forbidden: { icon: ShieldErrorRegular, title: messages.forbiddenTitle, description: messages.forbiddenDescription, actions: ['home', 'back'] },
  serverError: { icon: ErrorCircleRegular, title: messages.serverErrorTitle, description: messages.serverErrorDescription, actions: ['reload', 'home'] },
  generic: { icon: WarningRegular, title: messages.genericTitle, description: messages.genericDescription, actions: ['reload', 'home'] },
  offline: { icon: WifiOffRegular, title: messages.offlineTitle, description: messages.offlineDescription, actions: ['reload'] },
};

const useStyles = makeStyles({
  // The screen as a whole page: its breadcrumb bar where every page has it (PageHeader's place), the screen below.
  page: { paddingInline: tokens.spacingHorizontalL, paddingBlockStart: tokens.spacingVerticalL },
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    maxWidth: '36rem',
    marginInline: 'auto',
  },
  icon: {
    fontSize: glyph.huge,
    color: tokens.colorBrandForeground1,
    // A short wobble at the start of every 10-second cycle.
    animationName: {
      '0%': { transform: 'rotate(0deg)' },
      '2%': { transform: 'rotate(-10deg)' },
      '4%': { transform: 'rotate(10deg)' },
      '6%': { transform: 'rotate(0deg)' },
      '100%': { transform: 'rotate(0deg)' },
    },
    animationDuration: `${ERROR_ICON_ANIMATION_REPEAT_MS}ms`,
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  description: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
  mirrored: flipInRtl,
});

/** The title of each error screen (for the page meta of the error pages). */
export const errorScreenTitle = (kind: ErrorScreenKind): MessageDescriptor => screens[kind].title;

export interface ErrorScreenProps {
  kind: ErrorScreenKind;
  /** What Reload does; a whole-page reload unless the screen stands in for data that can be fetched again. */
  onReload?: () => void;
  /** Reload is under way (a refetch): the button waits with a spinner. */
  reloading?: boolean;
  /**
   * 2 when the screen sits under a page's own heading. At 1 the screen is the page: the breadcrumb bar every page has
   * (Home › the screen's title) is drawn above it.
   */
  headingLevel?: 1 | 2;
}

/** The error screens of spec section 2: icon, title, description and the actions each one offers. */
export function ErrorScreen({ kind, onReload, reloading = false, headingLevel = 1 }: ErrorScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const styles = useStyles();
  const intl = useIntl();
  const homePath = useLocalePath('/');
  const { icon: Icon, title, description, actions } = screens[kind];

  const renderAction = (action: Action, primary: boolean) => {
    const appearance = primary ? 'primary' : 'secondary';
    switch (action) {
      case 'home':
        return (
          <Button key={action} as="a" href={homePath} appearance={appearance} icon={<HomeRegular />}>
            {intl.formatMessage(messages.home)}
          </Button>
        );
      case 'back':
        return (
          <Button key={action} appearance={appearance} icon={<ArrowLeftRegular className={styles.mirrored} />} onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign(homePath))}>
            {intl.formatMessage(messages.back)}
          </Button>
        );
      case 'reload':
        return (
          <Button
            key={action}
            appearance={appearance}
            icon={reloading ? <ButtonSpinner /> : <ArrowClockwiseRegular />}
            disabled={reloading}
            onClick={onReload ?? (() => window.location.reload())}
          >
            {intl.formatMessage(messages.reload)}
          </Button>
        );
    }
  };

  const titleText = intl.formatMessage(title);
  const screen = (
    <section className={styles.root} aria-labelledby={`error-${kind}-title`}>
      <Icon className={styles.icon} aria-hidden />
      <Heading id={`error-${kind}-title`} className={styles.title}>
        {titleText}
      </Heading>
      <p className={styles.description}>{intl.formatMessage(description)}</p>
      <div className={styles.actions}>{actions.map((action, index) => renderAction(action, index === 0))}</div>
    </section>
  );
  if (headingLevel === 2) return screen;
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: titleText }]} />
      {screen}
    </div>
  );
}
