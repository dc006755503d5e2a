import { readFileSync } from 'node:fs';

/** The web's strings (web/src/locales/<lng>/<ns>.json): journeys in a language find what it shows. */
const LOCALES = new URL('../../web/src/locales/', import.meta.url);
const cache = new Map<string, Record<string, unknown>>();

function file(lng: string, ns: string): Record<string, unknown> {
  const key = `${lng}/${ns}`;
  let strings = cache.get(key);
  if (!strings) {
    strings = JSON.parse(readFileSync(new URL(`${key}.json`, LOCALES), 'utf8')) as Record<string, unknown>;
    cache.set(key, strings);
  }
  return strings;
}

/** The string `ns:key` (dotted) in the language, as the page shows it. */
export function tr(lng: string, id: string): string {
  const [ns, path] = id.split(':') as [string, string];
  let value: unknown = file(lng, ns);
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no string ${id} in ${lng}`);
  return value;
}
