/**
 * Writes the service worker (`sw.js`) and its offline page (`offline.html`) into the build
 * (ADR 0017). Both carry every language's few words of their own (`pwa.json`'s `offline` and
 * `notification` keys), read from the locale folders as the build sees them: the worker words a
 * push in the subscription's language, the offline page in the player's, with no request to make.
 * The worker's text also carries the build's id, so every deploy is a new worker the browser installs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Words = Record<string, Record<string, string>>;

/** One group of `pwa.json` per language folder (`offline`, `notification`), English's keys where a folder lacks one. */
export function pwaWords(localesDir: string, group: 'offline' | 'notification'): Words {
  const out: Words = {};
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    const file = path.join(localesDir, entry.name, 'pwa.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    if (json[group]) out[entry.name] = json[group];
  }
  return out;
}

/** JSON that cannot end the element or script it is written in. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function offlinePage(words: Words): string {
  const en = words['en'] ?? {};
  return `<!doctype html>
<html lang="en" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${en['title'] ?? 'Offline'}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
:root{--bg:#f5f3ec;--text:#1b1f1d;--muted:#5b635f;--brand:#0b6e4f;--on-brand:#fff}
[data-theme=dark]{--bg:#07110d;--text:#e7efe9;--muted:#9fb0a7;--brand:#10b981;--on-brand:#04110b}
html,body{margin:0;min-block-size:100%;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{box-sizing:border-box;min-block-size:100vh;display:grid;place-content:center;justify-items:center;gap:12px;padding:24px;text-align:center}
h1{font-size:1.375rem;margin:8px 0 0}
p{margin:0;color:var(--muted);max-inline-size:32ch}
button{margin-block-start:12px;min-block-size:44px;padding:0 24px;border:0;border-radius:999px;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid var(--text);outline-offset:2px}
</style>
<script type="application/json" id="offline-words">${safeJson(words)}</script>
<script src="/offline.js" defer></script>
</head>
<body>
<main>
<img src="/icons/icon-192.png" width="72" height="72" alt="">
<h1 data-word="title">${en['title'] ?? 'Offline'}</h1>
<p data-word="body">${en['body'] ?? ''}</p>
<button type="button" id="offline-retry" data-word="retry">${en['retry'] ?? 'Retry'}</button>
</main>
</body>
</html>
`;
}

/** The worker's source: the template with the build's id and every language's notification words. */
export function workerSource(localesDir: string, templateFile: string, build: string): string {
  const source = readFileSync(templateFile, 'utf8')
    .replace("var BUILD = '__PORTAL_BUILD__';", `var BUILD = ${JSON.stringify(build)};`)
    .replace(
      'var WORDS = __PORTAL_WORDS__;',
      `var WORDS = ${safeJson(pwaWords(localesDir, 'notification'))};`,
    );
  // A marker left in would be a worker that throws on start: no worker at all, silently.
  if (/var (BUILD|WORDS) = .?__PORTAL_/.test(source))
    throw new Error('sw.template.js: a marker was not filled');
  return source;
}

export function serviceWorker(localesDir: string, templateFile: string): Plugin {
  return {
    name: 'portal:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The build's id: a digest of its file names (hashed), so the worker changes with every build.
      const build = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: workerSource(localesDir, templateFile, build),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: offlinePage(pwaWords(localesDir, 'offline')),
      });
    },
  };
}
