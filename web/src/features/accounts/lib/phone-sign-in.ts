/**
 * Phone sign-in by Firebase (ADR 0023): Firebase texts the code, and the code typed back becomes a
 * Firebase ID token the gateway hands the platform to verify. The token's source is this interface;
 * the one the portal ships is Firebase's JS SDK (firebase-phone-sign-in.ts), loaded only when the
 * module is on and the person asks for a code (components/use-phone-sign-in.tsx). Pointed at a local stand-in for Firebase's servers
 * (`authEmulatorUrl`, never in production), the same SDK gets tokens a local key signed: that is how
 * the browser tests sign in without the internet. Failures come out shaped like the gateway's errors
 * (`data.code`, `data.fields`), so the forms word them with the same tables.
 */
import { ErrorCode, PhoneSignInCode, type FirebaseWebConfig } from '@portal/contracts';

/** A Firebase code lives a minute before another may be asked for (spec section 9). */
export const FIREBASE_RESEND_MINUTES = 1;

export interface PhoneSignIn {
  /**
   * Texts a code to `e164` after the human check Firebase asks for (its reCAPTCHA, drawn in the
   * host element); resolves once the code is on its way.
   */
  sendCode(e164: string): Promise<void>;
  /** The ID token of the number the last code went to, once `code` is its code. */
  confirm(code: string): Promise<string>;
  /** Ends the sign-in (its reCAPTCHA and its Firebase instance). */
  dispose(): void;
}

/**
 * Makes a phone sign-in for a brand's Firebase project. `host` is where its reCAPTCHA goes at each
 * send: the form's element at that moment (a tab switch renders a new one).
 */
export type PhoneSignInFactory = (
  config: FirebaseWebConfig,
  host: () => HTMLElement | null,
  language: string,
) => PhoneSignIn;

/** Where the form's code field is (login: `code`, registration: `verificationCode`). */
export type CodeField = 'code' | 'verificationCode';

/** A failure of the browser's side, worded by the forms as a gateway error with that code. */
export class PhoneSignInError extends Error {
  readonly data: { code?: ErrorCode; fields?: Record<string, string> };
  constructor(code: ErrorCode | undefined, fields?: Record<string, string>, options?: { cause?: unknown }) {
    super(code ?? 'PHONE_SIGN_IN_NETWORK', options);
    this.name = 'PhoneSignInError';
    this.data = { ...(code ? { code } : {}), ...(fields ? { fields } : {}) };
  }
}

/** Firebase Auth's error codes (`auth/...`), as the code of the portal that means the same. */
export function phoneSignInErrorOf(error: unknown, codeField: CodeField): PhoneSignInError {
  if (error instanceof PhoneSignInError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return new PhoneSignInError(
        ErrorCode.smsCodeInvalid,
        { [codeField]: ErrorCode.smsCodeInvalid },
        { cause: error },
      );
    case 'auth/code-expired':
    case 'auth/invalid-verification-id':
    case 'auth/missing-verification-id':
      return new PhoneSignInError(
        ErrorCode.smsCodeExpired,
        { [codeField]: ErrorCode.smsCodeExpired },
        { cause: error },
      );
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return new PhoneSignInError(ErrorCode.validation, { mobileNum: 'validation.mobile' }, { cause: error });
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return new PhoneSignInError(ErrorCode.tooManyRequests, undefined, { cause: error });
    case 'auth/captcha-check-failed':
    case 'auth/invalid-app-credential':
    case 'auth/missing-app-credential':
      return new PhoneSignInError(ErrorCode.humanVerificationFailed, undefined, { cause: error });
    case 'auth/network-request-failed':
    case 'auth/timeout':
      // No code: worded as the network's failure.
      return new PhoneSignInError(undefined, undefined, { cause: error });
    default:
      // A chunk that did not download (offline) has no Firebase code either.
      if (error instanceof TypeError) return new PhoneSignInError(undefined, undefined, { cause: error });
      return new PhoneSignInError(PhoneSignInCode.firebaseUnavailable, undefined, { cause: error });
  }
}
