/**
 * The translator's check (README.md): every `<code>.ts` here is a language the portal offers, is
 * listed in index.ts, and is complete: the keys of en.ts, none empty, each text with English's
 * HTML (its tags and attributes, in order) and interpolation tokens. Run it alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/db/seed/translations
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_LANGUAGES, type LanguageCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { VENDORS } from '../catalogue.js';
import { en, fileOf, SEED_TEXTS, seededLanguages } from './index.js';

const FOLDER = fileURLToPath(new URL('.', import.meta.url));
const NOT_A_LANGUAGE = new Set(['index.ts', 'README.md', 'translations.test.ts']);

/** Every text of a file by its dotted key. */
function leaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof texts !== 'object' || texts === null) return out.set(prefix, texts);
  for (const [key, value] of Object.entries(texts)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** The markup without its text: tags with their attributes, in order. A translation keeps it. */
const markup = (text: string) => text.match(/<[^>]+>/g) ?? [];
/** Interpolation tokens ({kind}, {{amount}}), which a translation keeps as they are. */
const tokens = (text: string) => (text.match(/\{\{?\s*[\w.]+\s*\}?\}/g) ?? []).sort();

const english = leaves(en);
const files = readdirSync(FOLDER).filter((f) => !NOT_A_LANGUAGE.has(f));
const translated = seededLanguages().filter((code) => code !== 'EN');

describe('the translation files', () => {
  it('are each a language the portal offers, listed in index.ts', () => {
    const known = new Map(ALL_LANGUAGES.map((code) => [fileOf(code), code]));
    expect(files.filter((f) => !known.has(f))).toEqual([]);
    expect(files.map((f) => known.get(f)).filter((code) => !(code! in SEED_TEXTS))).toEqual([]);
    expect(seededLanguages().map(fileOf).sort()).toEqual([...files].sort());
    // The languages translated so far; another reads English until its file arrives.
    console.warn(`complete seed translations: ${seededLanguages().join(', ')}`);
  });

  it('have English texts that are not empty', () => {
    expect([...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });
});

describe.each(translated)('%s', (code: LanguageCode) => {
  const texts = leaves(SEED_TEXTS[code]);

  it('has every key of en.ts and no other', () => {
    expect(
      [...texts.keys()].filter((k) => !english.has(k)),
      'keys en.ts does not have',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !texts.has(k)),
      'keys missing',
    ).toEqual([]);
  });

  it('has no empty text', () => {
    expect([...texts].filter(([, t]) => typeof t !== 'string' || t.trim() === '').map(([k]) => k)).toEqual(
      [],
    );
  });

  it("keeps English's HTML and tokens in every text", () => {
    const differ: string[] = [];
    for (const [key, source] of english) {
      const text = texts.get(key);
      if (typeof source !== 'string' || typeof text !== 'string') continue;
      if (JSON.stringify(markup(text)) !== JSON.stringify(markup(source))) differ.push(`${key}: HTML`);
      if (JSON.stringify(tokens(text)) !== JSON.stringify(tokens(source))) differ.push(`${key}: tokens`);
    }
    expect(differ).toEqual([]);
  });
});

describe('the English source', () => {
  it('names each vendor as the catalogue does, and only a vendor whose name is made of words', () => {
    for (const [key, name] of Object.entries(en.vendors)) {
      const [gameType, vendor] = key.split(':');
      expect(VENDORS.find((v) => v.vendor === vendor && v.gameType === gameType)?.displayName, key).toBe(
        name,
      );
    }
    // A brand name reads the same in every language: it has no entry.
    for (const brand of ['PG Soft', 'Evolution', 'Pragmatic Play', 'SABA Sports'])
      expect(Object.values(en.vendors)).not.toContain(brand);
  });

  it('names a game by its own, English, name (the demo lottery calls VNST1 "Super Speed 1 Min")', () => {
    expect(en.games['TCG_LOTTO_VN:VNST1']).toBe('Super Speed 1 Min');
    for (const code of translated)
      expect(SEED_TEXTS[code]?.games['TCG_LOTTO_VN:VNST1'], code).not.toBe('Super Speed 1 Min');
  });
});
