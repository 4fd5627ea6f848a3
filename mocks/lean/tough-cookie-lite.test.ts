import { CookieJar as RealJar } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from './tough-cookie-lite';

/** What a jar sends to each address, as `key=value` strings (the part msw reads). */
async function sends(setCookies: [header: string, url: string][], urls: string[]) {
  const real = new RealJar();
  const lite = new CookieJar(new MemoryCookieStore());
  for (const [header, url] of setCookies) {
    await real.setCookie(header, url, { ignoreError: true });
    await lite.setCookie(header, url);
  }
  return urls.map((url) => ({
    url,
    real: real.getCookiesSync(url).map((cookie) => cookie.cookieString()),
    lite: lite.getCookiesSync(url).map((cookie) => cookie.cookieString()),
  }));
}

describe('tough-cookie-lite (msw cookie jar of the demo build)', () => {
  it('sends the same cookies as tough-cookie: host-only, domain, path, expiry, Secure', async () => {
    const future = new Date(Date.now() + 86_400_000).toUTCString();
    const past = new Date(Date.now() - 86_400_000).toUTCString();
    const results = await sends(
      [
        ['session=abc', 'http://shop.example.com/api/login'],
        ['theme=dark; Path=/', 'http://shop.example.com/api/login'],
        ['wide=1; Domain=example.com; Path=/', 'http://shop.example.com/'],
        ['deep=2; Path=/api/cart', 'http://shop.example.com/api/cart'],
        ['old=3; Expires=' + past, 'http://shop.example.com/'],
        ['kept=4; Expires=' + future + '; Path=/', 'http://shop.example.com/'],
        ['gone=5; Max-Age=0; Path=/', 'http://shop.example.com/'],
        ['safe=6; Secure; Path=/', 'https://shop.example.com/'],
        ['foreign=7; Domain=other.com; Path=/', 'http://shop.example.com/'],
        ['theme=light; Path=/', 'http://shop.example.com/'],
        ['local=8; Path=/', 'http://127.0.0.1:4173/api/x'],
      ],
      [
        'http://shop.example.com/api/login',
        'http://shop.example.com/api/cart/12',
        'http://shop.example.com/api/cartoon',
        'http://shop.example.com/',
        'https://shop.example.com/',
        'http://www.example.com/',
        'http://other.com/',
        'http://127.0.0.1:4173/api/products',
      ],
    );
    for (const { url, real, lite } of results) expect({ url, cookies: [...lite].sort() }).toEqual({ url, cookies: [...real].sort() });
    expect(results.find((result) => result.url === 'http://shop.example.com/api/cart/12')?.lite[0]).toBe('deep=2');
  });

  it('survives msw persisting it: toJSON → fromJSON keeps what is sent', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie('token=xyz; Path=/api; Max-Age=3600; HttpOnly', 'http://127.0.0.1:4173/api/login');
    const saved = JSON.parse(JSON.stringify(Object.values(jar.store.idx).flatMap((byPath) => Object.values(byPath).flatMap((byKey) => Object.values(byKey)))));
    const restored = new MemoryCookieStore();
    for (const raw of saved) {
      const cookie = Cookie.fromJSON(raw)!;
      ((restored.idx[cookie.domain!] ??= {})[cookie.path!] ??= {})[cookie.key] = cookie;
    }
    const again = new CookieJar(restored);
    expect(again.getCookiesSync('http://127.0.0.1:4173/api/products').map(String)).toEqual(['token=xyz; Max-Age=3600; Path=/api; HttpOnly']);
    expect(again.getCookiesSync('http://127.0.0.1:4173/other')).toEqual([]);
    expect(Cookie.fromJSON('not json')).toBeNull();
  });
});
