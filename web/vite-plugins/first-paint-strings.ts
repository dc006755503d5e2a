/**
 * Writes `.vite/first-paint-strings.json` into the build: each language's few strings that the
 * gateway's first-paint shell of the home page sets as text (services/gateway/src/first-paint-shell.ts),
 * so its headings and lines wrap as the app's will and nothing moves when the app replaces the shell.
 * Read from the locale folders as the build sees them, so the shell and the app's strings always agree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The shell's strings by its own name: `<namespace>:<key path>` in the locale folders. */
export const FIRST_PAINT_STRINGS = {
  welcome: 'content:home.welcome',
  tagline: 'content:home.tagline',
  jackpotTitle: 'content:jackpot.title',
  jackpotNote: 'content:jackpot.note',
  winnersTitle: 'content:winners.title',
  explore: 'games:explore',
} as const;

export const FIRST_PAINT_STRINGS_FILE = '.vite/first-paint-strings.json';

/**
 * A language's shell strings from its namespaces (`read`: a namespace's JSON, or nothing); a key
 * its folder lacks is left out (the gateway shows English's).
 */
export function firstPaintStrings(read: (ns: string) => unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, ref] of Object.entries(FIRST_PAINT_STRINGS)) {
    const [ns = '', key = ''] = ref.split(':');
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], read(ns));
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** A locale folder's namespace as parsed JSON, or nothing when the folder has no such file. */
function namespaceReader(localesDir: string, lng: string): (ns: string) => unknown {
  return (ns) => {
    const file = path.join(localesDir, lng, `${ns}.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
}

export function firstPaintStringsFile(localesDir: string): Plugin {
  return {
    name: 'portal:first-paint-strings',
    apply: 'build',
    generateBundle() {
      const byLanguage: Record<string, Record<string, string>> = {};
      for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
        if (entry.isDirectory())
          byLanguage[entry.name] = firstPaintStrings(namespaceReader(localesDir, entry.name));
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAINT_STRINGS_FILE,
        source: JSON.stringify(byLanguage),
      });
    },
  };
}
