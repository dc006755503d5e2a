import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer secret: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens carry 256 random bits, so a plain SHA-256 is enough to make a stolen table useless
 * (no dictionary to try), and it keeps the lookup an indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits, uniformly drawn. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** Short codes (SMS, captcha) are salted so equal codes do not give equal rows. */
export function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "+84 91*****78": enough for a person to recognise their number, not enough to dial it. */
export function maskMobile(dialingCode: string | null, mobileNum: string | null): string | null {
  if (!mobileNum) return null;
  const visibleEnd = mobileNum.length > 6 ? 3 : 2;
  const head = mobileNum.slice(0, 2);
  const tail = mobileNum.slice(-visibleEnd);
  const hidden = '*'.repeat(Math.max(mobileNum.length - head.length - tail.length, 2));
  return `${dialingCode ? `${dialingCode} ` : ''}${head}${hidden}${tail}`;
}

/** "de******@example.com". */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1));
  return `${shown}${'*'.repeat(Math.max(local.length - shown.length, 3))}${email.slice(at)}`;
}
