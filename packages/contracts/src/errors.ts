import { z } from 'zod';
import * as codes from './error-codes.js';
import { PhoneSignInCode } from './phone-sign-in-errors.js';

/** Every error code the portal knows (error-codes.ts), as a namespace: `ErrorCode.notSession`. */
export * as ErrorCode from './error-codes.js';

/**
 * Codes only a demo vendor page's own API answers: its page reads them, the portal never sees them
 * (they are not ErrorCode, so the web's first-paint JavaScript does not carry them).
 */
export const VendorPageCode = {
  /** The sportsbook (ADR 0021): the pick's price moved since the slip showed it and the player did
   * not accept changes; the envelope's `value` carries the price now. */
  oddsChanged: 'ODDS_CHANGED',
  /** The sportsbook: the cash-out offer the page showed is no longer the offer now (the score or
   * the minute moved it); the envelope's `value` carries the offer now. */
  cashOutChanged: 'CASH_OUT_CHANGED',
} as const;
export type VendorPageCode = (typeof VendorPageCode)[keyof typeof VendorPageCode];

export type ErrorCode =
  (typeof codes)[keyof typeof codes] | (typeof PhoneSignInCode)[keyof typeof PhoneSignInCode];

/**
 * Every code of the portal, whichever object names it. Marked pure, as the schema below: a bundle
 * that reads neither carries neither (nor, then, PhoneSignInCode).
 */
export const ALL_ERROR_CODES: readonly ErrorCode[] = /* @__PURE__ */ Object.values({
  ...codes,
  ...PhoneSignInCode,
});

export const ErrorCodeSchema = /* @__PURE__ */ z.enum(ALL_ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** Field-level problems: dotted field path -> message key (translated by the web). */
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
