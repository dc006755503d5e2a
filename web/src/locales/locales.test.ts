import { ALL_ERROR_CODES, COMPLETE_LANGUAGES } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';
import { toI18nCode } from '@/lib/languages';
import { resources, sameAsEnglishFiles } from '@/testing/i18n-resources';
import { walletErrorKey } from '@/lib/money-errors';
import { authErrorKey } from '@/features/accounts/api/errors';
import { promotionErrorKey } from '@/features/promotions/api/errors';
import { agentErrorKey } from '@/features/agent/api/errors';
import { checkEnglish, checkLanguage, parseAllowList } from './gate';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

type Namespace = (typeof NAMESPACES)[number];
const en: Record<string, unknown> = resources.en!;

function lookup(ns: string, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }, en[ns]);
}

/** The English string of `key` in `ns`, counting plural forms (`key_one`, `key_other`) as the key. */
function hasString(ns: string, key: string): boolean {
  return typeof lookup(ns, key) === 'string' || typeof lookup(ns, `${key}_other`) === 'string';
}

/** `ns:key` as [ns, key] when the prefix names a namespace, else the key in `fallback`. */
function split(key: string, fallback: string): [string, string] {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : '';
  return (NAMESPACES as readonly string[]).includes(ns) ? [ns, key.slice(colon + 1)] : [fallback, key];
}

// Every source file of the web but the tests, as text.
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every locale folder (a language's strings), English first. */
const folders = Object.keys(resources).sort((a, b) =>
  a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b),
);

describe('translations', () => {
  it('has a folder for exactly the languages listed complete (COMPLETE_LANGUAGES)', () => {
    // A folder is complete when it passes the gate below; listing it makes the menu offer it as such.
    expect(folders.slice().sort()).toEqual(COMPLETE_LANGUAGES.map(toI18nCode).sort());
  });

  it('every namespace is loaded, in every language', () => {
    for (const lang of folders) {
      expect(Object.keys(resources[lang]!).sort(), lang).toEqual([...NAMESPACES].sort());
    }
  });

  it('English has every plural string in its own forms', () => {
    expect(checkEnglish(resources.en!)).toEqual([]);
  });

  // The gate (gate.ts): keys, plural forms, tokens, nothing left in English, the language's script.
  for (const lang of folders.filter((l) => l !== 'en')) {
    it(`${lang} passes the translation gate`, () => {
      const problems = checkLanguage(resources.en!, {
        code: lang,
        strings: resources[lang]!,
        sameAsEnglish: parseAllowList(sameAsEnglishFiles[lang]),
      });
      expect(problems).toEqual([]);
    });
  }

  // i18next picks a plural form by Intl.PluralRules, as the gate counts them: every count finds its form.
  for (const lang of folders) {
    it(`${lang} has a string for every count i18next asks for`, async () => {
      const instance = i18next.createInstance();
      await instance.init({
        lng: lang,
        resources: { [lang]: resources[lang]! },
        ns: [...NAMESPACES],
        fallbackLng: false,
        initAsync: false,
        interpolation: { escapeValue: false },
      });
      const rules = new Intl.PluralRules(lang);
      const unresolved: string[] = [];
      for (const ns of NAMESPACES) {
        const bases = new Set(
          keys(resources.en![ns])
            .filter((k) => k.endsWith('_other'))
            .map((k) => k.slice(0, -'_other'.length)),
        );
        for (const base of bases) {
          for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1.5]) {
            if (!instance.exists(`${ns}:${base}`, { count }))
              unresolved.push(`${ns}:${base}_${rules.select(count)} (${count})`);
          }
        }
      }
      expect(unresolved).toEqual([]);
    });
  }

  it('every key written in the source exists in English', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      // The namespace of a bare key is the first one of the nearest `useTranslation` above it.
      const hooks = [...text.matchAll(/useTranslation\(\s*\[?\s*'([a-z][a-z-]*)'/g)].map(
        (m) => [m.index, m[1]!] as const,
      );
      const namespaceAt = (at: number) => hooks.filter(([i]) => i < at).pop()?.[1] ?? 'common';
      for (const m of text.matchAll(/\bt\(\s*(?:'([^'\n]+)'|`([^`\n]*)`)|i18nKey="([^"]+)"/g)) {
        const written = m[1] ?? m[2] ?? m[3]!;
        const at = `${file}:${text.slice(0, m.index).split('\n').length}`;
        const dynamic = written.indexOf('${');
        const [ns, key] = split(dynamic >= 0 ? written.slice(0, dynamic) : written, namespaceAt(m.index));
        if (dynamic < 0) {
          if (!hasString(ns, key)) missing.push(`${at} ${ns}:${key}`);
        } else if (key.endsWith('.') && typeof lookup(ns, key.slice(0, -1)) !== 'object') {
          // `group.${x}`: the group must exist (its members are the data's).
          missing.push(`${at} ${ns}:${key}*`);
        }
      }
      // Keys passed around with their namespace ('wallet:centre.pages.x', route titles, error tables).
      for (const m of text.matchAll(/['`]([a-z][a-z-]*):([A-Za-z][\w.]*)(\$\{)?/g)) {
        const [ns, key, dynamic] = [m[1]!, m[2]!, m[3]];
        if (!(NAMESPACES as readonly string[]).includes(ns)) continue;
        const at = `${file}:${text.slice(0, m.index).split('\n').length}`;
        if (dynamic ? typeof lookup(ns, key.replace(/\.$/, '')) !== 'object' : !hasString(ns, key))
          missing.push(`${at} ${ns}:${key}${dynamic ? '*' : ''}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every error code has its message in the area that words it', () => {
    const tables: [Namespace, (error: unknown) => string][] = [
      ['wallet', walletErrorKey],
      ['account-forms', authErrorKey],
      ['promotions', promotionErrorKey],
      ['agent', agentErrorKey],
    ];
    for (const [area, keyOf] of tables) {
      for (const code of [...ALL_ERROR_CODES, undefined]) {
        const [ns, key] = split(keyOf({ data: { code } }), area);
        expect(hasString(ns, key), `${area} ${String(code)} -> ${ns}:${key}`).toBe(true);
      }
    }
  });
});
