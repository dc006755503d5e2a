import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './errors';

describe('errorMessageKey', () => {
  it('maps gateway error codes to translation keys', () => {
    expect(errorMessageKey({ data: { code: 'UPSTREAM_TIMEOUT' } })).toBe('errors.network');
    expect(errorMessageKey({ data: { code: 'TOO_MANY_REQUESTS' } })).toBe('errors.tooManyRequests');
    expect(errorMessageKey({ data: { code: 'INTERNAL' } })).toBe('errors.unknown');
  });

  it('treats an error without a code as a network failure', () => {
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
});
