import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { HOSTILE_CMS_HTML, THIRD_PARTY } from '../../../tests/fixtures/hostile-cms-html';

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
};

describe('sanitizeHtml', () => {
  it('keeps text formatting, lists and safe links', () => {
    const html = '<h2>Returns</h2><p>Within <strong>14 days</strong>.</p><ul><li>One</li></ul><a href="/en/contact-us">Contact</a><a href="mailto:a@b.eg">Mail</a>';
    const out = parse(html);
    expect(out.querySelector('h2')?.textContent).toBe('Returns');
    expect(out.querySelector('strong')?.textContent).toBe('14 days');
    expect(out.querySelectorAll('li')).toHaveLength(1);
    expect(out.querySelector('a[href="/en/contact-us"]')).not.toBeNull();
    expect(out.querySelector('a[href="mailto:a@b.eg"]')).not.toBeNull();
  });

  it('drops scripts, styles, frames and forms', () => {
    const out = parse('<p>ok</p><script>window.hacked=1</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="card"></form>');
    expect(out.querySelector('script, style, iframe, form, input')).toBeNull();
    expect(out.textContent).toBe('ok');
  });

  it('removes every event handler attribute', () => {
    const out = parse('<img src="/x.png" onerror="window.hacked=1" alt=""><p onclick="window.hacked=1" onmouseover="x()">hi</p><svg onload="window.hacked=1"></svg>');
    const all = Array.from(out.querySelectorAll('*'));
    for (const element of all) {
      for (const attribute of Array.from(element.attributes)) expect(attribute.name.startsWith('on')).toBe(false);
    }
  });

  it('removes javascript:, data: and vbscript: links, however they are disguised', () => {
    const out = parse(
      '<a href="javascript:alert(1)">a</a><a href="  JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a><a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:msgbox(1)">e</a><img src="javascript:alert(1)" alt="">',
    );
    const hrefs = Array.from(out.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, null, null, null, null]);
    expect(out.querySelector('img')?.getAttribute('src')).toBeNull();
  });

  it('makes new-tab links unable to reach back to the shop', () => {
    const out = parse('<a href="https://example.com" target="_blank">x</a>');
    expect(out.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops inline styles', () => {
    expect(parse('<p style="position:fixed;inset:0">x</p>').querySelector('p')?.hasAttribute('style')).toBe(false);
  });
});

describe('sanitizeHtml against hostile CMS HTML', () => {
  const thirdParty = (url: string | null) => url !== null && new URL(url, window.location.href).hostname === THIRD_PARTY;

  it.each(HOSTILE_CMS_HTML.map((payload) => [payload.name, payload.html]))('neutralises %s', (_name, html) => {
    const out = parse(html);
    expect(out.querySelector('script, style, iframe, form, input, button, meta, base, link, object, embed')).toBeNull();
    for (const element of Array.from(out.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(['id', 'name', 'style', 'ping', 'srcdoc', 'formaction', 'action']).not.toContain(attribute.name);
        expect(attribute.value.toLowerCase()).not.toContain('javascript:');
      }
      // No resource from another origin: images, media, srcset candidates, SVG hrefs.
      for (const attribute of ['src', 'poster', 'background']) expect(thirdParty(element.getAttribute(attribute)), `${element.tagName} ${attribute}`).toBe(false);
      expect(element.getAttribute('srcset') ?? '').not.toContain(THIRD_PARTY);
      if (element.tagName.toLowerCase() !== 'a') {
        expect(thirdParty(element.getAttribute('href'))).toBe(false);
        expect(thirdParty(element.getAttribute('xlink:href'))).toBe(false);
      }
      if (element.hasAttribute('target')) {
        expect(element.getAttribute('target')).toBe('_blank');
        expect(element.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('keeps the shop’s own images and the links a page needs', () => {
    const out = parse('<img src="/api/media/brands/1.svg" srcset="/api/media/brands/1.svg 1x" alt="brand"><a href="https://example.org/guide" target="_blank">Guide</a><a href="/en/shop" target="_self">Shop</a>');
    expect(out.querySelector('img')?.getAttribute('src')).toBe('/api/media/brands/1.svg');
    expect(out.querySelector('img')?.getAttribute('srcset')).toBe('/api/media/brands/1.svg 1x');
    expect(out.querySelector('a[href="https://example.org/guide"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out.querySelector('a[href="/en/shop"]')?.getAttribute('target')).toBe('_self');
  });

  it('drops a protocol-relative image but keeps its alternative text', () => {
    const img = parse('<img src="//evil.example/pixel.gif" alt="pixel">').querySelector('img');
    expect(img?.getAttribute('src')).toBeNull();
    expect(img?.getAttribute('alt')).toBe('pixel');
  });
});

describe('sanitizeHtml and the page’s Content-Security-Policy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the browser’s parser no style attribute, style sheet, base or event handler (each raised a CSP event)', () => {
    const parsed: string[] = [];
    const parseFromString = DOMParser.prototype.parseFromString;
    vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (this: DOMParser, html: string, type: DOMParserSupportedType) {
      parsed.push(html);
      return parseFromString.call(this, html, type);
    });
    sanitizeHtml(HOSTILE_CMS_HTML.map((payload) => `<section>${payload.html}</section>`).join('') + '<h2>Kept</h2>');
    expect(parsed.length).toBeGreaterThan(0);
    for (const html of parsed) {
      expect(html).toContain('<h2>Kept</h2>');
      expect(html).not.toMatch(/\sstyle=|<style|<base|<link|<meta|<script|\son\w+=|srcdoc/i);
    }
  });
});
