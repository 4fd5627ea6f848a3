import { describe, expect, it } from 'vitest';
import { keepStyleRule } from './style-rule-filter';

describe('keepStyleRule', () => {
  it("drops Fluent's non-standard vertical-slider fallback (Chromium warns on it)", () => {
    expect(keepStyleRule('@supports not (writing-mode: sideways-lr){.f1a2b3c{-webkit-appearance:slider-vertical;}}')).toBe(false);
  });

  it('keeps every other rule, the standard vertical layout included', () => {
    expect(keepStyleRule('.fxyz{writing-mode:vertical-lr;}')).toBe(true);
    expect(keepStyleRule('.fabc{-webkit-appearance:none;appearance:none;}')).toBe(true);
  });
});
