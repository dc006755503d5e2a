import { ErrorCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';
import { resources } from '@/testing/i18n-resources';
import { walletErrorKey } from '@/lib/money-errors';
import { authErrorKey } from '@/features/accounts/api/errors';
import { promotionErrorKey } from '@/features/promotions/api/errors';
import { agentErrorKey } from '@/features/agent/api/errors';

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

describe('translations', () => {
  it('every namespace is loaded, in every language', () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'vi', 'zh']);
    for (const lang of Object.keys(resources)) {
      expect(Object.keys(resources[lang]!).sort(), lang).toEqual([...NAMESPACES].sort());
    }
  });

  for (const lang of ['vi', 'zh'] as const) {
    it(`${lang} translates every English string`, () => {
      for (const ns of NAMESPACES) {
        expect(keys(resources[lang]![ns]).sort(), `${lang}/${ns}`).toEqual(keys(resources.en![ns]).sort());
      }
    });
  }

  it('every key written in the source exists in English', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      // The namespace of a bare key is the first one of the nearest `useTranslation` above it.
      const hooks = [...text.matchAll(/useTranslation\(\s*\[?\s*'([a-z]+)'/g)].map(
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
      for (const m of text.matchAll(/['`]([a-z]+):([A-Za-z][\w.]*)(\$\{)?/g)) {
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
      ['accounts', authErrorKey],
      ['promotions', promotionErrorKey],
      ['agent', agentErrorKey],
    ];
    for (const [area, keyOf] of tables) {
      for (const code of [...Object.values(ErrorCode), undefined]) {
        const [ns, key] = split(keyOf({ data: { code } }), area);
        expect(hasString(ns, key), `${area} ${String(code)} -> ${ns}:${key}`).toBe(true);
      }
    }
  });
});
