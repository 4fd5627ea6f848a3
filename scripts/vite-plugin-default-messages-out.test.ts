import { describe, expect, it } from 'vitest';
import { withoutDefaultMessages } from './vite-plugin-default-messages-out';

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
});
