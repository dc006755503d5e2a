/**
 * `pnpm i18n:check [folder ...]`: the translation gate (web/src/locales/gate.ts) over the locale
 * folders, or the ones named (`pnpm i18n:check ja th`), with every problem listed: what a translator
 * runs while writing a language. CI runs the same gate as web/src/locales/locales.test.ts, which also
 * checks that the folders are exactly the languages listed complete.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkEnglish, checkLanguage, parseAllowList, type LocaleStrings } from '../web/src/locales/gate.js';
import { repoRoot } from './stack.js';

const localesDir = path.join(repoRoot, 'web', 'src', 'locales');

function readFolder(code: string): Record<string, LocaleStrings> {
  const dir = path.join(localesDir, code);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
      ]),
  );
}

const folders = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(localesDir, entry.name)).length > 0)
  .map((entry) => entry.name)
  .sort();
const asked = process.argv.slice(2);
const unknown = asked.filter((code) => !folders.includes(code));
if (unknown.length > 0) {
  console.error(
    `No locale folder ${unknown.join(', ')} under web/src/locales (there are: ${folders.join(', ')})`,
  );
  process.exit(1);
}

const english = readFolder('en');
let failed = 0;
for (const code of asked.length > 0 ? asked : folders) {
  let problems: string[];
  try {
    if (code === 'en') {
      problems = checkEnglish(english);
    } else {
      const allowFile = path.join(localesDir, code, 'same-as-english.txt');
      problems = checkLanguage(english, {
        code,
        strings: readFolder(code),
        sameAsEnglish: parseAllowList(existsSync(allowFile) ? readFileSync(allowFile, 'utf8') : undefined),
      });
    }
  } catch (error) {
    problems = [`${code}: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (problems.length === 0) {
    console.warn(`ok   ${code}`);
    continue;
  }
  failed += 1;
  console.error(`FAIL ${code}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
}
process.exit(failed > 0 ? 1 : 0);
