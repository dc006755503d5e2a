/**
 * The codes of Firebase phone sign-in (ADR 0023): codes of the portal like the others (the ErrorCode
 * type and schema of errors.ts include them, the gateway maps them, the web translates them), in an
 * object and a module of their own only so that the web's first paint, which ships a few ErrorCode
 * constants, does not carry them: the account dialogs that read them load on demand (a bundler puts a
 * module whole into one chunk).
 */
export const PhoneSignInCode = {
  /** The Firebase ID token does not verify: signature, key (kid), algorithm, audience, issuer,
   * subject or times; the message says which check failed. */
  firebaseTokenInvalid: 'FIREBASE_TOKEN_INVALID',
  /** The Firebase ID token is past its `exp`, or its sign-in too old: the person asks for a new code. */
  firebaseTokenExpired: 'FIREBASE_TOKEN_EXPIRED',
  /** The Firebase ID token already registered an account: a token registers once. */
  firebaseTokenUsed: 'FIREBASE_TOKEN_USED',
  /** The Firebase ID token proves no phone number (no `phone_number` claim, or not a mobile). */
  firebasePhoneMissing: 'FIREBASE_PHONE_MISSING',
  /** The registration's mobile number is not the one the Firebase ID token proves. */
  firebasePhoneMismatch: 'FIREBASE_PHONE_MISMATCH',
  /** Firebase's key set could not be read: nothing was decided, the same call may be tried later. */
  firebaseUnavailable: 'FIREBASE_UNAVAILABLE',
  /** A proven phone (Firebase) has no account of the brand: the person registers first. */
  mobileNotRegistered: 'MOBILE_NOT_REGISTERED',
} as const;
