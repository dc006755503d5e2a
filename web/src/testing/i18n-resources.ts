import type { Namespace } from '@/locales/namespaces';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
  eager: true,
});

/**
 * Every language's strings, by language and namespace, loaded up front: the tests start i18next
 * with these (the app loads them on demand, lib/i18n.ts) and locales.test.ts compares them.
 */
export const resources: Record<string, Record<Namespace, Record<string, unknown>>> = {};
for (const [file, strings] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, Namespace];
  (resources[lng] ??= {} as Record<Namespace, Record<string, unknown>>)[ns] = strings;
}

/** Each locale folder's strings allowed as in English (`same-as-english.txt`, locales/gate.ts), raw. */
export const sameAsEnglishFiles: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../locales/*/same-as-english.txt', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [/\/locales\/([^/]+)\//.exec(file)![1]!, text]),
);
