import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreloadedData } from '../../api/generated/model';
import { shellLead } from './shell-lead';

const SHELL =
  '<div class="static-shell" aria-hidden="true" data-shell-lead><div class="static-shell-header"></div>' +
  '<div class="static-shell-page"><div class="static-shell-block"><div class="static-shell-art"></div></div></div></div>';

const settings = (topBanner: boolean, categories = 1) =>
  ({ settings: { top_header: { is_active: topBanner } }, categories: Array.from({ length: categories }, (_, id) => ({ id })) }) as unknown as PreloadedData;

const root = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

/** jsdom has no `decode`: each test gives images its own. */
const stubDecode = (decode: () => Promise<void>) => {
  const spy = vi.fn(decode);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, writable: true, value: spy });
  return spy;
};

const pictures = (element: HTMLElement) => [...element.querySelectorAll<HTMLImageElement>('.static-shell-art > img.static-shell-picture')].map((image) => image.getAttribute('src'));

describe("a page's static shell drawing its lead pictures (decisions 034, 035)", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });

  it('is there only on a page whose shell is marked for it (home, the shop, a product)', () => {
    expect(shellLead(root(SHELL.replace(' data-shell-lead', '')))).toBeUndefined();
    expect(shellLead(root(SHELL))).toBeDefined();
  });

  it('draws the first picture in the block and settles once it is decoded and a frame has been drawn', async () => {
    let decoded = () => undefined as void;
    stubDecode(() => new Promise<void>((resolve) => (decoded = resolve)));
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const element = root(SHELL);
    const lead = shellLead(element)!;
    let painted = false;
    void lead.painted.then(() => (painted = true));
    lead.paint(['/banner-1.svg', '/banner-2.svg'], settings(true));
    expect(pictures(element)).toEqual(['/banner-1.svg']);
    expect(element.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(element.querySelector('img')?.alt).toBe('');
    await Promise.resolve();
    expect(painted).toBe(false);
    decoded();
    await vi.waitFor(() => expect(frames.length).toBe(1));
    frames.shift()?.(0);
    await vi.waitFor(() => expect(frames.length).toBe(1));
    expect(painted).toBe(false);
    frames.shift()?.(16);
    await lead.painted;
  });

  it("draws the shop's pictures in its cards' boxes, in order, and settles once every one is decoded or failed", async () => {
    stubDecode(function (this: HTMLImageElement) {
      return this.getAttribute('src') === '/broken.svg' ? Promise.reject(new DOMException('broken', 'EncodingError')) : Promise.resolve();
    });
    const card = '<div class="static-shell-card"><div class="static-shell-card-media static-shell-art"></div></div>';
    const element = root(SHELL.replace('<div class="static-shell-block"><div class="static-shell-art"></div></div>', card.repeat(4)));
    const lead = shellLead(element)!;
    lead.paint(['/first.svg', '/broken.svg'], settings(true));
    expect(pictures(element)).toEqual(['/first.svg', '/broken.svg']);
    expect([...element.querySelectorAll('.static-shell-card')].map((frame) => frame.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      '/first.svg',
      '/broken.svg',
      null,
      null,
    ]);
    await lead.painted;
  });

  it('settles when the picture fails to load: the app is not held back by it', async () => {
    stubDecode(() => Promise.reject(new DOMException('broken', 'EncodingError')));
    const lead = shellLead(root(SHELL))!;
    lead.paint(['/broken.svg'], settings(true));
    await lead.painted;
  });

  it('draws nothing, and settles at once, when the header would not have the boxes the shell drew, or there is no picture', async () => {
    const decode = stubDecode(() => Promise.resolve());
    for (const [sources, preloaded] of [
      [['/banner.svg'], settings(false)],
      [['/banner.svg'], settings(true, 0)],
      [['/banner.svg'], undefined],
      [[], settings(true)],
    ] as const) {
      const element = root(SHELL);
      const lead = shellLead(element)!;
      lead.paint(sources, preloaded);
      await lead.painted;
      expect(pictures(element)).toEqual([]);
    }
    expect(decode).not.toHaveBeenCalled();
  });

  it('draws nothing once React has replaced the shell', async () => {
    const element = root(SHELL);
    const lead = shellLead(element)!;
    element.replaceChildren();
    lead.paint(['/banner.svg'], settings(true));
    await lead.painted;
    expect(element.querySelector('img')).toBeNull();
  });
});
