import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '@/testing/i18n-resources';
import { bundleBackend, fallbackLanguages, syncDocumentLanguage } from './i18n';
import { isPseudoLocale, pseudoAccented, pseudoRtl, pseudoStrings } from './pseudo-locale';

describe('pseudo-locales', () => {
  it('makes English accented and about 40% longer, in brackets, tokens and tags untouched', () => {
    const said = pseudoAccented('Deposit {{amount}} to <terms>Play</terms> now');
    expect(said).toMatch(/^\[Ðéþöšîţ \{\{amount\}\} ţö <terms>Þļåý<\/terms> ñöŵ ~+\]$/);
    const shown = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]+>/g, '').length;
    expect(shown(said)).toBeGreaterThanOrEqual(shown('Deposit {{amount}} to <terms>Play</terms> now') * 1.4);
    expect(pseudoAccented('')).toBe('');
  });

  it('reverses the runs of text right to left and leaves tokens outside the override', () => {
    expect(pseudoRtl('Win {{amount}} now')).toBe('\u200f\u202eWin\u202c {{amount}} \u202enow\u202c');
  });

  it('says every English string, each namespace whole', () => {
    const pseudo = pseudoStrings(resources.en!.common, 'en-XA') as Record<string, unknown>;
    expect(Object.keys(pseudo)).toEqual(Object.keys(resources.en!.common));
    expect(pseudo.retry).toBe(pseudoAccented(resources.en!.common.retry as string));
    expect(isPseudoLocale('en-XB')).toBe(true);
    expect(isPseudoLocale('en')).toBe(false);
  });

  it('loads from English in the dev server, with no English fallback beside it, right to left for en-XB', async () => {
    const instance = i18next.createInstance();
    await instance.use(bundleBackend).init({
      lng: 'en-XB',
      ns: ['common'],
      defaultNS: 'common',
      fallbackLng: fallbackLanguages,
      load: 'currentOnly',
      initAsync: false,
    });
    expect(instance.t('retry')).toBe(pseudoRtl(resources.en!.common.retry as string));
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
    syncDocumentLanguage('en-XB');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en-XB', 'rtl']);
    syncDocumentLanguage('en-XA');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
