import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const LOADERS = 'virtual:locale-loaders';
const PART = /^virtual:locale-strings\/([\w-]+)\/(shell|more)$/;

/**
 * One loader per language and part instead of one per file. A glob over every locale file put an
 * entry per language and namespace (37 x 17) into the entry chunk, about 5 KiB gzipped before the
 * first paint; this module names each language once with its two chunks: its shell namespaces
 * (loaded before the first render) and the rest (loaded with the first page or dialog that needs
 * them).
 *
 * `virtual:locale-loaders` exports `localeLoaders: Record<folder, { shell, more }>`, each a dynamic
 * import of `virtual:locale-strings/<folder>/<part>`, which exports that part's namespaces by
 * name. The folders are the ones under src/locales that hold a namespace file; a new language is
 * picked up by its folder as before.
 */
export function localeLoaders(options: { localesDir: string; shellNamespaces: readonly string[] }): Plugin {
  const { localesDir, shellNamespaces } = options;
  const folders = () =>
    readdirSync(localesDir)
      .filter((name) => statSync(join(localesDir, name)).isDirectory())
      .filter((name) => readdirSync(join(localesDir, name)).some((file) => file.endsWith('.json')))
      .sort();
  const namespacesOf = (folder: string) =>
    readdirSync(join(localesDir, folder))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();

  return {
    name: 'portal:locale-loaders',
    resolveId(id) {
      if (id === LOADERS || PART.test(id)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0')) return null;
      const virtual = id.slice(1);
      if (virtual === LOADERS) {
        const entries = folders().map(
          (folder) =>
            `${JSON.stringify(folder)}: { shell: () => import(${JSON.stringify(`virtual:locale-strings/${folder}/shell`)}), ` +
            `more: () => import(${JSON.stringify(`virtual:locale-strings/${folder}/more`)}) }`,
        );
        return `export const localeLoaders = {\n${entries.join(',\n')}\n};\n`;
      }
      const part = PART.exec(virtual);
      if (!part) return null;
      const [, folder = '', which] = part;
      const namespaces = namespacesOf(folder).filter(
        (ns) => shellNamespaces.includes(ns) === (which === 'shell'),
      );
      for (const ns of namespaces) this.addWatchFile(join(localesDir, folder, `${ns}.json`));
      return namespaces
        .map(
          (ns, i) =>
            `import s${i} from ${JSON.stringify(join(localesDir, folder, `${ns}.json`))};\nexport { s${i} as ${ns} };`,
        )
        .join('\n');
    },
  };
}
