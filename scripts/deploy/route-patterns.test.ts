import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { pages } from '../../src/app/router/pages';
import { SUPPORTED_LOCALES } from '../../src/i18n/locales';
// @ts-expect-error a plain ES module of the deploy scripts, without types
import { nginxRouteMap, routeRegex } from './route-patterns.mjs';

const table = { paths: pages.map((route) => route.path), locales: [...SUPPORTED_LOCALES] };
const regexes: RegExp[] = table.paths.map((path) => new RegExp(routeRegex(path, table.locales), 'i'));
const nginxSays = (address: string) => regexes.some((regex) => regex.test(address));
/** What the app's router does with the address: `/:locale` nested, then the first route that matches. */
const wouterSays = (address: string) => {
  const [path] = address.split('?');
  const [nested, params, base] = matchRoute(parse, '/:locale', path ?? '', true) as [boolean, { locale?: string }, string?];
  if (!nested || !SUPPORTED_LOCALES.includes(params.locale as never)) return false;
  const rest = (path ?? '').slice(base?.length ?? 0) || '/';
  return table.paths.some((route) => matchRoute(parse, route, rest)[0]);
};

describe('the addresses nginx answers 200 for are the route table', () => {
  it.each([
    '/en/',
    '/en',
    '/ar/shop',
    '/en/shop?brands=samsung&page=2',
    '/ar/products/samsung-galaxy-s24',
    '/en/profile/orders/5/track',
    '/en/profile/orders/5/track/',
    '/en/checkout/result?result=successful',
    '/en/SHOP',
    '/ar/search?q=%D8%B3',
  ])('%s is a page', (address) => {
    expect(wouterSays(address)).toBe(true);
    expect(nginxSays(address)).toBe(true);
  });

  it.each(['/en/nope', '/ar/nope/deeper', '/en/products/a/b', '/en/profile/orders/5/track/more', '/en/index.html', '/fr/shop', '/en/shop-now'])(
    '%s is not (404 with the app drawing Not Found)',
    (address) => {
      expect(wouterSays(address)).toBe(false);
      expect(nginxSays(address)).toBe(false);
    },
  );

  it('is one line of an nginx map per route of the table, unknown addresses 0', () => {
    const map = nginxRouteMap(table);
    expect(map).toMatch(/^map \$request_uri \$storefront_route \{\n {4}default 0;\n/);
    for (const path of table.paths) expect(map).toContain(`" 1; # ${path}\n`);
    expect(map.split('\n').filter((line: string) => line.endsWith(' 1; # /profile/orders/:id/track'))).toHaveLength(1);
  });
});
