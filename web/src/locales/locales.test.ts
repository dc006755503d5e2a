import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  const en = resources.en;
  for (const lang of ['vi', 'zh'] as const) {
    it(`${lang} translates every English string`, () => {
      for (const ns of Object.keys(en) as (keyof typeof en)[]) {
        expect(keys(resources[lang][ns]).sort(), `${lang}/${ns}`).toEqual(keys(en[ns]).sort());
      }
    });
  }
});
