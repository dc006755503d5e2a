import type { RegisterRule } from './api/types';

/** A message key (account-forms namespace) with its interpolation values. */
export type Problem = { key: string; values?: Record<string, string | number> };
export type Problems = Record<string, Problem>;

export const required = (value: string): Problem | null =>
  value.trim() === '' ? { key: 'validation.required' } : null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const SMS_CODE = /^\d{6}$/;
/** The platform's fallback for new passwords when the server sends no password rule. */
const PASSWORD_FALLBACK: RegisterRule = {
  acceptedPattern: '^[A-Za-z0-9]{6,20}$',
  minLength: 6,
  maxLength: 20,
  patternId: 4,
  required: true,
  enabled: true,
};

export function emailProblem(value: string): Problem | null {
  return required(value) ?? (EMAIL.test(value.trim()) ? null : { key: 'validation.email' });
}

export function smsCodeProblem(value: string): Problem | null {
  return required(value) ?? (SMS_CODE.test(value.trim()) ? null : { key: 'validation.smsCode' });
}

function patternMatches(pattern: string, value: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A pattern this browser cannot compile is left to the server, which checks again anyway.
    return true;
  }
}

/**
 * One server rule: required, then length and pattern. Length and pattern failures both answer the
 * rule's own `reg_pattern_{patternId}` message with its min and max, as the server does.
 */
export function ruleProblem(rule: RegisterRule | undefined, value: string): Problem | null {
  if (!rule || !rule.enabled) return null;
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { key: 'validation.required' } : null;
  const tooShort = trimmed.length < rule.minLength;
  const tooLong = trimmed.length > rule.maxLength;
  if (tooShort || tooLong || !patternMatches(rule.acceptedPattern, trimmed)) {
    return { key: `reg_pattern_${rule.patternId}`, values: { min: rule.minLength, max: rule.maxLength } };
  }
  return null;
}

/**
 * The one password rule of every set-a-password form (register, change, forgot, reset): the
 * server's register rule for `password`, or the platform's default one when it sends none.
 */
export function passwordRule(rule: RegisterRule | undefined): RegisterRule {
  return rule ?? PASSWORD_FALLBACK;
}

/** New password: required plus the server's password rule (or the platform's default one). */
export function newPasswordProblem(rule: RegisterRule | undefined, value: string): Problem | null {
  return required(value) ?? ruleProblem({ ...passwordRule(rule), enabled: true, required: true }, value);
}

export function confirmProblem(password: string, confirm: string): Problem | null {
  return required(confirm) ?? (password === confirm ? null : { key: 'validation.confirmMismatch' });
}

/** Drops the fields without a problem; an empty result means the form may be sent. */
export function collect(entries: Record<string, Problem | null>): Problems {
  const out: Problems = {};
  for (const [field, problem] of Object.entries(entries)) if (problem) out[field] = problem;
  return out;
}
