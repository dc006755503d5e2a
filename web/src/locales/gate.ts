/**
 * The translation gate: what a locale folder must satisfy to be listed as complete. No imports of
 * the app (the `i18n:check` script runs it under Node too) and never imported by the app.
 *
 * Checked against English, for one language:
 * - the same namespaces, and in each the same keys, none missing, none extra, none empty; a plural
 *   string (English `key_one` and `key_other`) has exactly the language's own plural forms, as
 *   `Intl.PluralRules` (which i18next resolves plurals with) gives them: `key_other` only in
 *   Vietnamese, Chinese or Japanese, six forms in Arabic;
 * - the same interpolation tokens (`{{amount}}`, with their format), nestings and tags as English
 *   (the maintained checker `@lingual/i18n-check` compares them); a plural form compares with the
 *   English `_other` and may leave out `{{count}}` ("Log in today." for one day);
 * - no string left as it is in English, unless it has no words of its own (a token, a dash) or is
 *   a brand or loanword: one of {@link SAME_IN_EVERY_LANGUAGE}, or of the language's own short list
 *   (`<folder>/same-as-english.txt`, one string a line, each still used as is and at most three
 *   words);
 * - in a language not written in Latin letters, every string with letters has some of its script.
 */
import { checkInvalidTranslations } from '@lingual/i18n-check';

/** A language's strings: namespace -> the JSON of `<folder>/<namespace>.json`. */
export type LocaleStrings = Record<string, unknown>;

/** Brand and product names that every language writes as English does. */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'Android',
  'Facebook',
  'Firebase',
  'Instagram',
  'iOS',
  'LINE ID',
  'Telegram',
  'Twitter',
  'VIP',
  'WeChat ID',
  'WhatsApp',
  'Win Go',
  'YouTube',
  'Zalo',
];

/** The most a language's own list may hold in one entry: a word or a name, not a sentence. */
const MAX_ALLOWED_WORDS = 3;

/** The script each language not written in Latin letters uses (any of them counts). */
export const LANGUAGE_SCRIPTS: Readonly<Record<string, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  km: /\p{Script=Khmer}/u,
  my: /\p{Script=Myanmar}/u,
  lo: /\p{Script=Lao}/u,
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The language's plural categories, as i18next picks among them (`Intl.PluralRules`, cardinal). */
export function pluralCategories(code: string): string[] {
  return [...new Intl.PluralRules(code).resolvedOptions().pluralCategories];
}

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`; a leaf that is not a string is reported. */
function flatten(value: unknown, problems: string[], where: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${where}: not an object of strings`);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out[path] = child;
    else if (typeof child === 'object' && child !== null && !Array.isArray(child))
      Object.assign(out, flatten(child, problems, where, path));
    else problems.push(`${where}:${path}: not a string`);
  }
  return out;
}

/** English's plural strings: the key without its suffix -> its forms (`one`, `other`). */
function pluralGroups(english: Record<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, value] of Object.entries(english)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    const forms = groups.get(base) ?? new Map<string, string>();
    forms.set(match[1] ?? '', value);
    groups.set(base, forms);
  }
  // A key that only looks like a plural form (no `_other` beside it) is an ordinary key.
  for (const [base, forms] of groups) if (!forms.has('other')) groups.delete(base);
  return groups;
}

/** What a string says in words: without tokens, nestings and tags. */
function words(value: string): string {
  return value
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Parses a `same-as-english.txt`: one string a line, `#` starts a comment line. */
export function parseAllowList(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Problems of English itself: every plural string has English's forms, every leaf is a string. */
export function checkEnglish(english: Record<string, LocaleStrings>): string[] {
  const problems: string[] = [];
  const categories = pluralCategories('en');
  for (const [ns, json] of Object.entries(english)) {
    const flat = flatten(json, problems, `en/${ns}`);
    for (const [base, forms] of pluralGroups(flat)) {
      const have = [...forms.keys()].sort();
      if (have.join() !== [...categories].sort().join())
        problems.push(
          `en/${ns}:${base}: plural forms ${have.join(', ')}, English has ${categories.join(', ')}`,
        );
    }
  }
  return problems;
}

export interface LanguageUnderCheck {
  /** The folder's name: the language's BCP 47 code (`vi`, `zh-TW`, `fil`). */
  code: string;
  strings: Record<string, LocaleStrings>;
  /** The language's own list of strings allowed as in English (`same-as-english.txt`). */
  sameAsEnglish?: readonly string[];
}

/** Every problem of one language's strings against English's; none when it may be listed complete. */
export function checkLanguage(
  english: Record<string, LocaleStrings>,
  language: LanguageUnderCheck,
): string[] {
  const { code, strings } = language;
  const problems: string[] = [];
  if (Intl.PluralRules.supportedLocalesOf(code).length === 0) {
    return [`${code}: not a language Intl knows (the folder is named by its BCP 47 code)`];
  }
  const categories = pluralCategories(code);
  const script = LANGUAGE_SCRIPTS[code];
  const own = new Set(language.sameAsEnglish ?? []);
  const ownUsed = new Set<string>();
  const allowed = (value: string): boolean => {
    const text = words(value);
    if (!hasLetters(text) || SAME_IN_EVERY_LANGUAGE.includes(text)) return true;
    if (own.has(text)) {
      ownUsed.add(text);
      return true;
    }
    return false;
  };

  for (const ns of Object.keys(strings)) {
    if (!(ns in english)) problems.push(`${code}/${ns}.json: no such namespace in English`);
  }
  for (const [ns, englishJson] of Object.entries(english)) {
    const where = `${code}/${ns}`;
    if (!(ns in strings)) {
      problems.push(`${where}.json: missing`);
      continue;
    }
    const en = flatten(englishJson, [], `en/${ns}`);
    const target = flatten(strings[ns], problems, where);
    const plurals = pluralGroups(en);

    // The keys the language must have: English's, with each plural string in the language's forms.
    // Beside each, the English it is compared with.
    const expected = new Map<string, string>();
    for (const [key, value] of Object.entries(en)) {
      const match = PLURAL_SUFFIX.exec(key);
      if (match && plurals.has(key.slice(0, match.index))) continue;
      expected.set(key, value);
    }
    for (const [base, forms] of plurals) {
      for (const category of categories) expected.set(`${base}_${category}`, forms.get('other') ?? '');
    }

    for (const [key, reference] of expected) {
      const value = target[key];
      if (value === undefined) problems.push(`${where}:${key}: missing`);
      else if (value.trim() === '' && reference.trim() !== '') problems.push(`${where}:${key}: empty`);
    }
    for (const key of Object.keys(target)) {
      if (expected.has(key)) continue;
      const match = PLURAL_SUFFIX.exec(key);
      problems.push(
        match && plurals.has(key.slice(0, match.index))
          ? `${where}:${key}: not a plural form of ${code} (${categories.join(', ')})`
          : `${where}:${key}: not in English`,
      );
    }

    // Tokens, nestings and tags, by the maintained checker. A plural form may leave out {{count}}.
    const source: Record<string, string> = {};
    const translated: Record<string, string> = {};
    for (const [key, reference] of expected) {
      const value = target[key];
      if (value === undefined) continue;
      const match = PLURAL_SUFFIX.exec(key);
      const plural = !!match && plurals.has(key.slice(0, match.index));
      const dropsCount = plural && !/\{\{\s*count\s*[,}]/.test(value);
      source[key] = dropsCount ? reference.replace(/\{\{\s*count\s*\}\}/g, '') : reference;
      translated[key] = value;
    }
    const invalid = checkInvalidTranslations(source, { [code]: translated }, { format: 'i18next' });
    for (const { key, msg } of invalid[code] ?? []) problems.push(`${where}:${key}: ${msg}`);

    // Left in English, or not in the language's script.
    for (const [key, value] of Object.entries(target)) {
      if (!expected.has(key)) continue;
      const match = PLURAL_SUFFIX.exec(key);
      const base = match ? key.slice(0, match.index) : key;
      const forms = plurals.get(base);
      const englishForms = forms ? [...forms.values()] : [en[key]];
      if (englishForms.includes(value) && !allowed(value)) {
        problems.push(`${where}:${key}: same as English ("${value}")`);
        continue;
      }
      const text = words(value);
      if (script && hasLetters(text) && !script.test(text) && !allowed(value))
        problems.push(`${where}:${key}: no ${code} letters ("${value}")`);
    }
  }

  for (const entry of own) {
    if (entry.split(/\s+/).length > MAX_ALLOWED_WORDS)
      problems.push(`${code}/same-as-english.txt: "${entry}" is more than ${MAX_ALLOWED_WORDS} words`);
    else if (!ownUsed.has(entry))
      problems.push(`${code}/same-as-english.txt: "${entry}" is not a string of ${code} (remove it)`);
  }
  return problems;
}
