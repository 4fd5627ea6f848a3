/**
 * The browser demo's stand-in for `tldts` (aliased in production builds by
 * scripts/vite-plugin-lean-msw-handlers.ts). msw's cookie jar (tough-cookie) asks it for a cookie
 * domain's registrable domain; the full public-suffix list is ~47 kB gzip, the largest part of the
 * mock chunk. The demo's mock only sees its own origin (localhost, an IP, or the site's host), for
 * which the last two labels are the answer; IPs and single labels have none.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2) return null;
  return labels.slice(-2).join('.');
}
