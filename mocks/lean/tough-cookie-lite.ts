/**
 * The browser demo's stand-in for `tough-cookie` (aliased in production builds by
 * build/vite-plugin-lean-msw-handlers.ts). msw keeps the cookies its handlers set (`Set-Cookie` on a
 * mocked answer) in a jar persisted in localStorage (`__msw-cookie-store__`) and sends them back with the
 * following requests; it uses only `Cookie.fromJSON`/`toJSON`/`toString`, `MemoryCookieStore.idx` and
 * `CookieJar.setCookie`/`getCookiesSync`. This does those with RFC 6265's rules for one site (host-only
 * and domain cookies, path match, expiry by Expires or Max-Age, Secure only over https) in ~1 kB,
 * instead of tough-cookie's ~8 kB gzip and its per-request cost (public-suffix and "potentially
 * trustworthy origin" checks). Our own handlers set no cookies; the jar is there for msw's contract.
 * tough-cookie-lite.test.ts compares it with tough-cookie on the cases msw meets.
 */

interface CookieFields {
  key: string;
  value: string;
  expires: Date | 'Infinity';
  maxAge: number | null;
  domain: string | null;
  path: string | null;
  secure: boolean;
  httpOnly: boolean;
  hostOnly: boolean | null;
  creation: Date;
}

export class Cookie implements CookieFields {
  key = '';
  value = '';
  expires: Date | 'Infinity' = 'Infinity';
  maxAge: number | null = null;
  domain: string | null = null;
  path: string | null = null;
  secure = false;
  httpOnly = false;
  hostOnly: boolean | null = null;
  creation = new Date();

  constructor(fields: Partial<CookieFields> = {}) {
    Object.assign(this, fields);
  }

  /** When it stops being sent (epoch ms), `Infinity` for a session cookie. */
  expiryTime(): number {
    if (this.maxAge !== null) return this.maxAge <= 0 ? -Infinity : this.creation.getTime() + this.maxAge * 1000;
    return this.expires === 'Infinity' ? Infinity : this.expires.getTime();
  }

  cookieString(): string {
    return this.key ? `${this.key}=${this.value}` : this.value;
  }

  /** The cookie as a `Set-Cookie` value (what tough-cookie's `toString` gives, and msw sends). */
  toString(): string {
    let out = this.cookieString();
    if (this.expires !== 'Infinity') out += `; Expires=${this.expires.toUTCString()}`;
    if (this.maxAge !== null) out += `; Max-Age=${this.maxAge}`;
    if (this.domain && !this.hostOnly) out += `; Domain=${this.domain}`;
    if (this.path) out += `; Path=${this.path}`;
    if (this.secure) out += '; Secure';
    if (this.httpOnly) out += '; HttpOnly';
    return out;
  }

  toJSON(): Record<string, unknown> {
    return {
      key: this.key,
      value: this.value,
      ...(this.expires === 'Infinity' ? {} : { expires: this.expires.toISOString() }),
      ...(this.maxAge === null ? {} : { maxAge: this.maxAge }),
      domain: this.domain,
      path: this.path,
      ...(this.secure ? { secure: true } : {}),
      ...(this.httpOnly ? { httpOnly: true } : {}),
      hostOnly: this.hostOnly,
      creation: this.creation.toISOString(),
    };
  }

  static fromJSON(raw: unknown): Cookie | null {
    const data = (typeof raw === 'string' ? safeJson(raw) : raw) as Record<string, unknown> | null;
    if (!data || typeof data !== 'object' || typeof data.key !== 'string') return null;
    const date = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);
    return new Cookie({
      key: data.key,
      value: typeof data.value === 'string' ? data.value : '',
      expires: date(data.expires) ?? 'Infinity',
      maxAge: typeof data.maxAge === 'number' ? data.maxAge : null,
      domain: typeof data.domain === 'string' ? data.domain : null,
      path: typeof data.path === 'string' ? data.path : null,
      secure: data.secure === true,
      httpOnly: data.httpOnly === true,
      hostOnly: typeof data.hostOnly === 'boolean' ? data.hostOnly : null,
      creation: date(data.creation) ?? new Date(),
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** domain → path → key → cookie, the shape msw reads and fills (`store.idx`). */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** RFC 6265 §5.1.4: the directory of a request path, the default path of a cookie set there. */
function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}

/** RFC 6265 §5.1.4 path-match. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** RFC 6265 §5.1.3 domain-match (an IP address only matches itself). */
function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return false;
  return host.endsWith(`.${domain}`);
}

/** One `Set-Cookie` value as a cookie for `url`, or null when the browser would ignore it. */
function parseSetCookie(header: string, url: URL, now: Date): Cookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  const key = (equals === -1 ? '' : pair.slice(0, equals)).trim();
  const value = (equals === -1 ? pair : pair.slice(equals + 1)).trim();
  if (!key && !value) return null;
  const host = url.hostname.toLowerCase();
  const cookie = new Cookie({ key, value, creation: now, path: defaultPath(url.pathname), domain: host, hostOnly: true });
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const name = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const argument = at === -1 ? '' : attribute.slice(at + 1).trim();
    if (name === 'expires') {
      const time = Date.parse(argument);
      if (!Number.isNaN(time)) cookie.expires = new Date(time);
    } else if (name === 'max-age' && /^-?\d+$/.test(argument)) {
      cookie.maxAge = Number(argument);
    } else if (name === 'domain' && argument) {
      const domain = argument.replace(/^\./, '').toLowerCase();
      if (!domainMatches(host, domain)) return null;
      cookie.domain = domain;
      cookie.hostOnly = false;
    } else if (name === 'path') {
      cookie.path = argument.startsWith('/') ? argument : defaultPath(url.pathname);
    } else if (name === 'secure') {
      cookie.secure = true;
    } else if (name === 'httponly') {
      cookie.httpOnly = true;
    }
  }
  return cookie;
}

export class CookieJar {
  readonly store: MemoryCookieStore;

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.store = store;
  }

  /** Keeps (or, when already expired, removes) the cookie a `Set-Cookie` value describes. */
  setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = parseSetCookie(header, new URL(url), new Date());
    if (!cookie || cookie.domain === null || cookie.path === null) return Promise.resolve(undefined);
    const byPath = (this.store.idx[cookie.domain] ??= {});
    const byKey = (byPath[cookie.path] ??= {});
    const previous = byKey[cookie.key];
    if (previous) cookie.creation = previous.creation;
    if (cookie.expiryTime() <= Date.now()) {
      delete byKey[cookie.key];
      return Promise.resolve(undefined);
    }
    byKey[cookie.key] = cookie;
    return Promise.resolve(cookie);
  }

  /** The cookies a request to `url` carries: longest path first, then oldest first (RFC 6265 §5.4). */
  getCookiesSync(url: string): Cookie[] {
    const target = new URL(url);
    const host = target.hostname.toLowerCase();
    const secure = target.protocol === 'https:' || target.protocol === 'wss:' || host === 'localhost' || host === '127.0.0.1';
    const now = Date.now();
    const out: Cookie[] = [];
    for (const [domain, byPath] of Object.entries(this.store.idx)) {
      if (!domainMatches(host, domain)) continue;
      for (const [path, byKey] of Object.entries(byPath)) {
        if (!pathMatches(target.pathname || '/', path)) continue;
        for (const cookie of Object.values(byKey)) {
          if (cookie.hostOnly && host !== domain) continue;
          if (cookie.secure && !secure) continue;
          if (cookie.expiryTime() <= now) continue;
          out.push(cookie);
        }
      }
    }
    return out.sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0) || a.creation.getTime() - b.creation.getTime());
  }
}
