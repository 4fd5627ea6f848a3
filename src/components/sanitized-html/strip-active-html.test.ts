import { describe, expect, it } from 'vitest';
import { HOSTILE_CMS_HTML } from '../../../tests/fixtures/hostile-cms-html';
import { isActiveUrl, stripActiveHtml } from './strip-active-html';

/** The stripped HTML read back through a template (inert), to look at it as the sanitizer's second line will. */
const read = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = stripActiveHtml(html);
  return template.content;
};

describe('stripActiveHtml', () => {
  it('keeps headings, text, lists, tables, links and pictures as they were', () => {
    const html =
      '<h2>Returns</h2><p>Within <strong>14 days</strong> &amp; free.</p><ul><li>One</li></ul><table><tbody><tr><td>cell</td></tr></tbody></table>' +
      '<a href="/en/shop" target="_blank">Shop</a><img src="/api/media/brands/1.svg" alt="brand">';
    expect(stripActiveHtml(html)).toBe(html);
  });

  it('drops style attributes and style sheets, in HTML and in SVG', () => {
    const out = read('<p style="position:fixed">x</p><style>body{display:none}</style><svg style="color:red"><style>*{}</style><circle style="fill:red"></circle></svg>');
    expect(out.querySelectorAll('[style], style')).toHaveLength(0);
    expect(out.querySelector('p')?.textContent).toBe('x');
    expect(out.querySelector('circle')).not.toBeNull();
  });

  it('drops base, link, meta, script, frames, objects and raw-text elements with what is inside them', () => {
    const out = read(
      '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0"><script>x()</script>' +
        '<iframe srcdoc="<script>x()</script>"></iframe><object data="x"></object><embed src="x"><noscript><p>no</p></noscript><noembed>n</noembed><xmp>x</xmp><p>kept</p>',
    );
    expect(out.querySelectorAll('base, link, meta, script, iframe, object, embed, noscript, noembed, xmp')).toHaveLength(0);
    expect(out.textContent).toBe('kept');
  });

  it('drops event handlers, srcdoc and comments', () => {
    const out = read('<img src="/a.png" onerror="x()" alt=""><p onclick="x()" ONMOUSEOVER="x()">p</p><div srcdoc="<b>">d</div><!-- <img src=x onerror=x()> -->');
    for (const element of Array.from(out.querySelectorAll('*'))) {
      expect(Array.from(element.attributes).map((attribute) => attribute.name)).not.toContainEqual(expect.stringMatching(/^on|^srcdoc$/));
    }
    expect(Array.from(out.childNodes).some((node) => node.nodeType === Node.COMMENT_NODE)).toBe(false);
  });

  it('drops script and document addresses however they are written, and keeps web, mail and picture ones', () => {
    const out = read(
      '<a href="javascript:x()">a</a><a href=" JaVa&#x09;ScRiPt:x()">b</a><a href="vbscript:x">c</a><a href="data:text/html,<b>">d</a><img src="data:image/svg+xml,<svg>" alt="">' +
        '<a href="https://example.com/">e</a><a href="mailto:a@b.eg">f</a><img src="data:image/png;base64,AAAA" alt=""><svg><a href="javascript:x()"><text>g</text></a></svg>',
    );
    expect(Array.from(out.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([null, null, null, null, 'https://example.com/', 'mailto:a@b.eg', null]);
    expect(Array.from(out.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([null, 'data:image/png;base64,AAAA']);
  });

  it('filters inside a template too', () => {
    const out = read('<template><p style="x" onclick="y()">t</p><style>*{}</style></template>');
    const inner = out.querySelector('template')?.content;
    expect(inner?.querySelectorAll('[style], [onclick], style')).toHaveLength(0);
    expect(inner?.textContent).toBe('t');
  });

  it('leaves none of the hostile fixture’s triggers of a Content-Security-Policy event or of script', () => {
    const out = read(HOSTILE_CMS_HTML.map((payload) => `<section>${payload.html}</section>`).join(''));
    expect(out.querySelectorAll('[style], style, base, link, meta, script, iframe, [srcdoc], [onerror], [onload]')).toHaveLength(0);
    expect(out.querySelectorAll('section')).toHaveLength(HOSTILE_CMS_HTML.length);
  });

  it('answers empty for empty or unparseable input', () => {
    expect(stripActiveHtml('')).toBe('');
    expect(stripActiveHtml('<<<>>>')).toBe('&lt;&lt;&lt;&gt;&gt;&gt;');
  });
});

describe('isActiveUrl', () => {
  it.each([
    ['javascript:x()', true],
    ['\u0000java\nscript:x()', true],
    ['VBScript:x', true],
    ['data:text/html,x', true],
    ['data:image/svg+xml,<svg>', true],
    ['data:image/png;base64,AAAA', false],
    ['https://example.com/', false],
    ['/en/shop', false],
    ['#top', false],
  ])('%j → %s', (url, active) => expect(isActiveUrl(url)).toBe(active));
});
