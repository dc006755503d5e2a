import { describe, expect, it } from 'vitest';
import {
  authErrorKey,
  captchaRequiredOf,
  fieldOfError,
  maskedMobileOf,
  retryAfterSeconds,
  serverFieldErrors,
} from './errors';

const err = (code?: string, extra: object = {}) => ({ data: code ? { code } : undefined, ...extra });

describe('account error mapping', () => {
  it('maps every code of the account flows to a translated key, never the raw message', () => {
    expect(authErrorKey(err('US_INCORRECT_USERNAME_PASSWORD_ERROR'))).toBe('errors.wrongCredentials');
    expect(authErrorKey(err('SMS_DAILY_LIMIT'))).toBe('errors.smsDailyLimit');
    expect(authErrorKey(err('invitation_code_error'))).toBe('errors.invitationCode');
    expect(authErrorKey(err('PROHIBIT_PASSWORD_123456'))).toBe('errors.prohibitPassword');
    expect(authErrorKey(err('UPSTREAM_TIMEOUT'))).toBe('errors.upstreamTimeout');
    expect(authErrorKey(err('SOMETHING_NEW'))).toBe('errors.unknown');
    // No code at all: the request never reached the gateway.
    expect(authErrorKey(new Error('Failed to fetch'))).toBe('errors.network');
  });

  it('puts code errors and server fields on their form field', () => {
    expect(fieldOfError(err('US_CUSTOMER_EXIST_ERROR'))).toBe('username');
    expect(
      serverFieldErrors({ data: { code: 'VALIDATION', fields: { 'user.email': 'reg_pattern_3' } } }),
    ).toEqual({
      email: 'reg_pattern_3',
    });
  });

  it('reads whether the next login needs a captcha, only from a literal true', () => {
    const wrong = 'US_INCORRECT_USERNAME_PASSWORD_ERROR';
    expect(captchaRequiredOf({ data: { code: wrong, details: { captchaRequired: true } } })).toBe(true);
    expect(captchaRequiredOf({ data: { code: wrong, details: { captchaRequired: 'true' } } })).toBe(false);
    expect(captchaRequiredOf({ data: { code: wrong } })).toBe(false);
    expect(captchaRequiredOf(new Error('Failed to fetch'))).toBe(false);
  });

  it('reads Retry-After of a throttled answer', () => {
    const response = { headers: new Headers({ 'retry-after': '290' }) };
    expect(retryAfterSeconds(err('TOO_MANY_REQUESTS', { meta: { response } }))).toBe(290);
    expect(retryAfterSeconds(err('TOO_MANY_REQUESTS'))).toBeNull();
  });

  it('reads the masked mobile of a login from a new IP', () => {
    const asked = (details?: object) => ({ data: { code: 'LOGIN_IP_VERIFICATION_REQUIRED', details } });
    expect(maskedMobileOf(asked({ maskedMobile: '+84 9*****678' }))).toBe('+84 9*****678');
    expect(maskedMobileOf(asked())).toBeNull();
    expect(maskedMobileOf(asked({ maskedMobile: 7 }))).toBeNull();
    expect(maskedMobileOf({ data: { code: 'SMS_CODE_INVALID', details: { maskedMobile: 'x' } } })).toBeNull();
  });
});
