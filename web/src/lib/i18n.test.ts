import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bundleBackend, fallbackLanguages, NAMESPACES, SHELL_NAMESPACES } from './i18n';
import { ALL_LANGUAGES, isCompleteLanguage, toI18nCode } from './languages';

/** A language not translated yet (none once every language is): it shows English. */
const partial = ALL_LANGUAGES.find((code) => !isCompleteLanguage(code));

/** A fresh i18next over the app's own loader (the test setup's instance has every string inline). */
async function startWith(lng: string, ns: readonly string[]) {
  const instance = i18next.createInstance();
  await instance.use(bundleBackend).init({
    lng,
    ns: [...ns],
    defaultNS: 'common',
    fallbackLng: fallbackLanguages,
    load: 'currentOnly',
    initAsync: false,
  });
  return instance;
}

describe('strings loaded on demand', () => {
  it("starts with the language's shell namespaces only, then loads the others when asked", async () => {
    const i18n = await startWith('vi', SHELL_NAMESPACES);
    for (const ns of SHELL_NAMESPACES) expect(i18n.hasResourceBundle('vi', ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'wallet')).toBe(false);
    // A complete language does not load English beside it.
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('layout:header.login')).not.toBe('header.login');

    await i18n.loadNamespaces([...NAMESPACES]);
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('vi', ns), ns).toBe(true);
  });

  it.skipIf(!partial)('gives a language we do not translate the English strings', async () => {
    const i18n = await startWith(toI18nCode(partial!), ['common']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    const english = await startWith('en', ['common']);
    expect(i18n.t('retry')).toBe(english.t('retry'));
  });
});
