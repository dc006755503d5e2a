/**
 * The profile form's rules: which fields a brand shows and requires (merchants.profile_rules over
 * the defaults below), the shape each field must have, and the birthday's minimum age. Pure, so the
 * property test drives it directly; profile.service.ts applies it before anything is written.
 */
import {
  isCalendarDay,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFieldError,
  type ProfileRules,
  type ProfileUpdate,
} from '@portal/contracts';

/** Every field shown; nickname and birthday required (the birthday proves the age). */
const DEFAULT_RULES: ProfileRules = Object.fromEntries(
  PROFILE_FIELDS.map((f) => [f, { shown: true, required: f === 'nickname' || f === 'birthday' }]),
) as ProfileRules;

/** The brand's stored rules over the defaults; a hidden field is never required. */
export function resolveRules(
  stored: Partial<Record<string, { shown: boolean; required: boolean }>>,
): ProfileRules {
  const rules = { ...DEFAULT_RULES };
  for (const field of PROFILE_FIELDS) {
    const own = stored[field];
    if (own) rules[field] = { shown: own.shown, required: own.shown && own.required };
  }
  return rules;
}

/** Letters of any script (with marks), spaces and a few name punctuation marks. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const TEXT = /^[^\p{C}<>]*$/u;
const SHAPES: Record<Exclude<ProfileField, 'birthday'>, { min: number; max: number; pattern: RegExp }> = {
  nickname: { min: 2, max: 20, pattern: /^[^\p{C}<>]+$/u },
  realName: { min: 2, max: 64, pattern: NAME },
  // A Telegram username (5-32 letters, digits, underscores), with or without its "@".
  telegram: { min: 5, max: 33, pattern: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/ },
  // Zalo signs in with a phone number.
  zalo: { min: 6, max: 20, pattern: /^\+?[\d\s-]{6,20}$/ },
  address: { min: 1, max: 200, pattern: TEXT },
  permanentAddress: { min: 1, max: 200, pattern: TEXT },
  currentAddress: { min: 1, max: 200, pattern: TEXT },
  nationality: { min: 2, max: 64, pattern: NAME },
  placeOfBirth: { min: 2, max: 100, pattern: TEXT },
  occupation: { min: 2, max: 64, pattern: TEXT },
  sourceOfIncome: { min: 2, max: 64, pattern: TEXT },
};

/**
 * Age in whole years on `today` (UTC dates) of a yyyy-MM-dd birthday, or null if it is not a real
 * day of the date rule (contracts' dates.ts) or lies after today.
 */
export function ageOn(birthday: string, today: Date): number | null {
  if (!isCalendarDay(birthday)) return null;
  const [y, mo, d] = [
    Number(birthday.slice(0, 4)),
    Number(birthday.slice(5, 7)),
    Number(birthday.slice(8, 10)),
  ];
  if (Date.UTC(y, mo - 1, d) > today.getTime()) return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export interface ProfileCheck {
  /** The trimmed values to write (shown fields that were sent). */
  changes: Partial<Record<ProfileField, string>>;
  fields: Partial<Record<ProfileField, ProfileFieldError>>;
}

/**
 * Checks a save against the rules. `current` are the stored values ('' when unset): a required
 * field left out of the body must already hold a value. The real name, once set, may not change.
 */
export function checkProfile(
  rules: ProfileRules,
  body: ProfileUpdate,
  current: Record<ProfileField, string>,
  options: { minimumAge: number; realNameLocked: boolean; today: Date },
): ProfileCheck {
  const changes: ProfileCheck['changes'] = {};
  const fields: ProfileCheck['fields'] = {};
  for (const field of PROFILE_FIELDS) {
    const rule = rules[field];
    if (!rule.shown) continue;
    const sent = body[field];
    const value = sent === undefined ? current[field] : sent.trim();
    if (field === 'realName' && options.realNameLocked) {
      if (sent !== undefined && value !== current.realName) fields.realName = 'REAL_NAME_LOCKED';
      continue;
    }
    if (value === '') {
      if (rule.required) fields[field] = 'PROFILE_REQUIRED';
      else if (sent !== undefined) changes[field] = '';
      continue;
    }
    if (sent === undefined) continue;
    if (field === 'birthday') {
      const age = ageOn(value, options.today);
      if (age === null) fields.birthday = 'PROFILE_FORMAT';
      else if (age < options.minimumAge) fields.birthday = 'PROFILE_UNDER_AGE';
      else changes.birthday = value;
      continue;
    }
    const shape = SHAPES[field];
    const length = [...value].length;
    if (length < shape.min || length > shape.max || !shape.pattern.test(value))
      fields[field] = 'PROFILE_FORMAT';
    else changes[field] = field === 'telegram' ? value.replace(/^@?/, '@') : value;
  }
  return { changes, fields };
}
