import { describe, expect, it } from 'vitest';
import { authErrorKey, serverFieldErrors } from '../api/errors';
import { PhoneSignInError, phoneSignInErrorOf } from './phone-sign-in';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe("Firebase Auth's errors as the portal's codes", () => {
  it("puts a wrong or expired code beside the form's code field", () => {
    const wrong = phoneSignInErrorOf(firebaseError('auth/invalid-verification-code'), 'verificationCode');
    expect(wrong.data).toEqual({
      code: 'SMS_CODE_INVALID',
      fields: { verificationCode: 'SMS_CODE_INVALID' },
    });
    expect(authErrorKey(wrong)).toBe('errors.smsCodeInvalid');
    const expired = phoneSignInErrorOf(firebaseError('auth/code-expired'), 'code');
    expect(expired.data).toEqual({ code: 'SMS_CODE_EXPIRED', fields: { code: 'SMS_CODE_EXPIRED' } });
  });

  it('words a refused number, a throttle, a failed human check, the network and the rest', () => {
    expect(phoneSignInErrorOf(firebaseError('auth/invalid-phone-number'), 'code').data).toEqual({
      code: 'VALIDATION',
      fields: { mobileNum: 'validation.mobile' },
    });
    expect(authErrorKey(phoneSignInErrorOf(firebaseError('auth/too-many-requests'), 'code'))).toBe(
      'errors.tooManyRequests',
    );
    expect(authErrorKey(phoneSignInErrorOf(firebaseError('auth/captcha-check-failed'), 'code'))).toBe(
      'errors.humanVerification',
    );
    expect(authErrorKey(phoneSignInErrorOf(firebaseError('auth/network-request-failed'), 'code'))).toBe(
      'errors.network',
    );
    // The SDK's chunk that did not download.
    expect(authErrorKey(phoneSignInErrorOf(new TypeError('Failed to fetch'), 'code'))).toBe('errors.network');
    expect(authErrorKey(phoneSignInErrorOf(firebaseError('auth/internal-error'), 'code'))).toBe(
      'errors.firebaseUnavailable',
    );
  });

  it('passes its own errors through', () => {
    const own = new PhoneSignInError('VALIDATION', { mobileNum: 'validation.required' });
    expect(phoneSignInErrorOf(own, 'code')).toBe(own);
  });

  it("leaves the token's own field out of the form: its refusal shows in the banner", () => {
    const refused = {
      data: { code: 'FIREBASE_TOKEN_INVALID', fields: { firebaseIdToken: 'FIREBASE_TOKEN_INVALID' } },
    };
    expect(serverFieldErrors(refused)).toEqual({});
    expect(authErrorKey(refused)).toBe('errors.firebaseTokenInvalid');
  });
});
