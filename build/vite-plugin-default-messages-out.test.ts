import { describe, expect, it } from 'vitest';
import { longIdsIn, withoutDefaultMessages } from './vite-plugin-default-messages-out';
import { shortMessageIds } from './vite-build-output';

describe('withoutDefaultMessages', () => {
  it("takes the text and description out of each message descriptor, wherever the descriptor is, and names its id", () => {
    const code = [
      "const messages = defineMessages({ title: { id: 'home.title', defaultMessage: 'Home', description: 'the page title' }, back: { defaultMessage: `Back`, id: 'nav.back' } });",
      "jsx(FormattedMessage, { id: 'cart.empty', defaultMessage: 'Your cart is empty', values: { count } });",
      "intl.formatMessage({ id: \"a.b\", defaultMessage: 'x' }, { n: 1 });",
    ].join('\n');
    const stripped = withoutDefaultMessages(code);
    expect(stripped?.code).toBe(
      [
        "const messages = defineMessages({ title: { id: 'home.title' }, back: { id: 'nav.back' } });",
        "jsx(FormattedMessage, { id: 'cart.empty', values: { count } });",
        'intl.formatMessage({ id: "a.b" }, { n: 1 });',
      ].join('\n'),
    );
    expect(stripped?.ids).toEqual(['home.title', 'nav.back', 'cart.empty', 'a.b']);
  });

  it('leaves what is not a message descriptor, and text that is computed', () => {
    const code = [
      "const product = { id: 1, title: 'Whey', description: 'A daily dose' };",
      "const note = { id: 'x', description: 'no message here' };",
      "const computed = { id: 'y', defaultMessage: `Hello ${name}` };",
    ].join('\n');
    expect(withoutDefaultMessages(code)).toBeNull();
  });

  it('gives each descriptor the short id of the build (also one whose text is computed)', () => {
    const shortIds = shortMessageIds({ 'nav.back': 'Back', 'home.title': 'Home', 'a.b': 'x' });
    expect([...shortIds]).toEqual([
      ['a.b', '0'],
      ['home.title', '1'],
      ['nav.back', '2'],
    ]);
    const code = "const m = { title: { id: 'home.title', defaultMessage: 'Home' }, back: { id: `nav.back`, defaultMessage: `Back ${to}` } }; const other = { id: 'a.b' };";
    expect(withoutDefaultMessages(code, 'module.js', shortIds)?.code).toBe(
      "const m = { title: { id: \"1\" }, back: { id: \"2\", defaultMessage: `Back ${to}` } }; const other = { id: 'a.b' };",
    );
  });
});

describe('longIdsIn', () => {
  it('finds catalogue ids still written as strings, however quoted, and nothing else', () => {
    const ids = ['home.title', 'nav.back', 'cart.empty'];
    expect(longIdsIn('f({ id: `home.title` }); g("nav.back"); h(\'home.titles\'); const cart = { empty: 1 };', ids)).toEqual(['home.title', 'nav.back']);
    expect(longIdsIn('f({ id: "8b" })', ids)).toEqual([]);
  });
});
