import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { errorScreenKindFor } from './query-error-screen';

describe('errorScreenKindFor: the screen a failed read deserves', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [500, 'serverError'],
    [503, 'serverError'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [429, 'generic'],
  ] as const)('HTTP %i → %s', (status, kind) => {
    expect(errorScreenKindFor(new ApiError({ kind: 'http', status }))).toBe(kind);
  });

  it('no response while the browser is offline → the offline screen', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(errorScreenKindFor(new ApiError({ kind: 'network' }))).toBe('offline');
  });

  it('no response while online (the server is unreachable) → generic, never "you are offline"', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    expect(errorScreenKindFor(new ApiError({ kind: 'network' }))).toBe('generic');
  });

  it('a timeout or anything that is not an API error → generic', () => {
    expect(errorScreenKindFor(new ApiError({ kind: 'timeout' }))).toBe('generic');
    expect(errorScreenKindFor(new TypeError('boom'))).toBe('generic');
    expect(errorScreenKindFor(undefined)).toBe('generic');
  });
});
