import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { NAMESPACES, SHELL_NAMESPACES } from '../src/locales/namespaces';

/** The module the web imports: each language's two loaders (lib/i18n.ts). */
export const LOCALE_CHUNKS_ID = 'virtual:locale-chunks';
const RESOLVED = `\0${LOCALE_CHUNKS_ID}`;
/** One part of a language's strings: `\0virtual:locale-part/<lng>/<shell|more>`. */
const PART = /^\0?virtual:locale-part\/([\w-]+)\/(shell|more)$/;

/**
 * A language's strings as two modules: its shell namespaces and the rest (vite.config.ts names
 * their chunks `strings-<lng>` and `strings-<lng>-more`), each loaded by one dynamic import. The
 * page's own code then carries two loaders per language, where a glob over every file carried one
 * per language and namespace (17 of them): that table was 4.4 KiB of the first paint's gzipped
 * JavaScript with 27 languages and grew with each language added. The folders are read when the
 * build (or the dev server) starts.
 */
export function localeChunks(localesDir: string): Plugin {
  const languages = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(localesDir, entry.name, 'common.json')))
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'portal:locale-chunks',
    resolveId(id) {
      if (id === LOCALE_CHUNKS_ID) return RESOLVED;
      const part = PART.exec(id);
      return part ? `\0virtual:locale-part/${part[1]}/${part[2]}` : null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = languages().map(
          (lng) =>
            `${JSON.stringify(lng)}:[()=>import("virtual:locale-part/${lng}/shell"),()=>import("virtual:locale-part/${lng}/more")]`,
        );
        return `export default {${entries.join(',')}};`;
      }
      const part = PART.exec(id);
      if (!part) return null;
      const [, lng, which] = part as unknown as [string, string, 'shell' | 'more'];
      const shell = new Set<string>(SHELL_NAMESPACES);
      const namespaces = NAMESPACES.filter((ns) => shell.has(ns) === (which === 'shell')).filter((ns) =>
        existsSync(path.join(localesDir, lng, `${ns}.json`)),
      );
      const file = (ns: string) =>
        JSON.stringify(path.join(localesDir, lng, `${ns}.json`).split(path.sep).join('/'));
      return [
        ...namespaces.map((ns, i) => `import n${i} from ${file(ns)};`),
        `export default {${namespaces.map((ns, i) => `${JSON.stringify(ns)}:n${i}`).join(',')}};`,
      ].join('\n');
    },
  };
}

/** The chunk a part of a language's strings goes to (vite.config.ts `manualChunks`), or null. */
export function localePartChunk(id: string): string | null {
  const part = PART.exec(id);
  return part ? `strings-${part[1]}${part[2] === 'more' ? '-more' : ''}` : null;
}
