import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { storefrontTheme } from '../src/app/theme/brand-theme';
import { localeStore } from '../src/i18n/locale-store';
import { directionOf, type Locale } from '../src/i18n/locales';
import { connectHttpToHalves, scopeClientToLocale } from './locale-scope';

/** The toolbar's third choice: the story twice on one canvas, English left to right beside Arabic right to left. */
export const BOTH = 'both';

const HALVES: readonly Locale[] = ['en', 'ar'];
const CAPTIONS: Record<Locale, string> = { en: 'English · LTR', ar: 'العربية · RTL' };

/** The font family of each half: the page root can carry one direction only, so each half sets its own. */
export const halfTheme = (locale: Locale) => ({ fontFamilyBase: storefrontTheme(directionOf(locale)).fontFamilyBase });

/** A story's address in the other language: `/en/cart` → `/ar/cart`. */
export const pathIn = (locale: Locale, path: string) => path.replace(/^\/(en|ar)(?=\/|$|\?)/, `/${locale}`);

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: '24px',
  alignItems: 'start',
} as const;
const caption = { font: '600 12px/16px system-ui, sans-serif', color: '#616161', marginBlockEnd: '8px' } as const;

interface BothLocalesProps {
  /**
   * Draws the story in one language; the half calls `prepareClient` on its query client once it has wired it to the
   * HTTP client (`connectHttpToApp`), before anything is fetched.
   */
  renderHalf: (locale: Locale, prepareClient: (client: QueryClient) => void) => ReactNode;
}

/**
 * Both halves side by side (stacked when the canvas is narrower than two phones). Each half has its own providers
 * (messages, direction, fonts, query client); the page root stays English and left to right. Pointing at or typing
 * in a half makes its language the one of calls made outside a query (see locale-scope.ts).
 */
export function BothLocales({ renderHalf }: BothLocalesProps) {
  const [clients] = useState(() => ({}) as Partial<Record<Locale, QueryClient>>);

  useLayoutEffect(() => {
    // Runs after the halves' providers, which each wrote their own language on the page root.
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }, []);

  return (
    <div dir="ltr" style={grid} data-both-locales="">
      {HALVES.map((locale) => {
        const activate = () => {
          localeStore.locale = locale;
        };
        return (
          <div key={locale} lang={locale} dir={directionOf(locale)} onPointerDownCapture={activate} onKeyDownCapture={activate} onFocusCapture={activate}>
            <div style={caption} aria-hidden>
              {CAPTIONS[locale]}
            </div>
            {renderHalf(locale, (client) => {
              scopeClientToLocale(client, locale);
              clients[locale] = client;
              connectHttpToHalves(clients);
            })}
          </div>
        );
      })}
    </div>
  );
}
