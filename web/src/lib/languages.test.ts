import { describe, expect, it } from 'vitest';
import { LANGUAGE_SCRIPTS } from '@/locales/gate';
import { ALL_LANGUAGES, LANGUAGE_NATIVE_NAMES, toI18nCode } from './languages';

describe('language names', () => {
  it('names each language in its own script (Latin letters for the languages written in them)', () => {
    for (const code of ALL_LANGUAGES) {
      const name = LANGUAGE_NATIVE_NAMES[code];
      const script = LANGUAGE_SCRIPTS[toI18nCode(code)] ?? /\p{Script=Latin}/u;
      expect(name, code).toMatch(script);
      expect(name, code).not.toBe(code);
    }
    expect(LANGUAGE_NATIVE_NAMES.TY).toBe('Filipino');
  });
});
