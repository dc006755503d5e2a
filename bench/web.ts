/**
 * bench/web: the web's first load on a phone and a desktop, measured with Lighthouse.
 *
 * Builds the web (unless `--no-build`), starts the stack on embedded defaults (PGlite in a temporary
 * directory, in-process store; `DATABASE_URL` / `REDIS_URL` are passed on when set), runs Lighthouse
 * (npm `lighthouse`, its CLI, default simulated throttling) `BENCH_WEB_RUNS` times (3) per page and
 * profile (mobile, desktop), and prints each metric's median beside its goal, then the gzipped
 * initial files of each page against the size budget (scripts/web-size-budget.ts).
 *
 * Scores stay here and are never a test: they move with the machine's load. The deterministic size
 * budget is what CI checks (`pnpm size-budget`).
 *
 * Then the mobile `/index` again in each of `BENCH_WEB_LANGUAGES` (EN,TH,AR: the visitor's language is
 * the `portal_lang` cookie the gateway writes the page in), each language's median beside English's,
 * measured in the same session so that the machine's load falls on all of them: the goal is a score
 * within 3 points of English. Each run's Lighthouse benchmark index (the machine's speed as
 * Lighthouse measures it) is printed beside the figures, so two machines' numbers can be told apart.
 *
 * Run: `cd bench && npx tsx web.ts` (Chromium from `CHROME_PATH`, default /usr/bin/chromium;
 * `BENCH_WEB_PAGES=/index,/rng`, `BENCH_WEB_LANGUAGES=EN,TH,AR` (either empty: none),
 * `BENCH_GATEWAY_PORT` / `BENCH_UPSTREAM_PORT` fix the ports).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { formatReport, measure } from '../scripts/web-size-budget.js';
import { repoRoot, startStack } from '../scripts/stack.js';
import { median } from './stats.js';

const run = promisify(execFile);
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const lighthouseBin = path.join(benchDir, 'node_modules/.bin/lighthouse');

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/index,/rng').split(',').filter(Boolean);
const LANGUAGES = (process.env.BENCH_WEB_LANGUAGES ?? 'EN,TH,AR').split(',').filter(Boolean);
/** How far below English's mobile score another language's may fall. */
const LANGUAGE_MARGIN = 3;
const PROFILES = ['mobile', 'desktop'] as const;
type Profile = (typeof PROFILES)[number];

/** One Lighthouse run's figures: scores 0-100, times in ms. */
type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (not a page figure). */
  benchmarkIndex: number;
};

/** The first paint's goals (ADR 0010): `min` a score at least, `max` a metric at most; per profile when they differ. */
const GOALS: Record<keyof Figures, Partial<Record<Profile, { min?: number; max?: number }>>> = {
  performance: { mobile: { min: 90 }, desktop: { min: 98 } },
  accessibility: { mobile: { min: 95 }, desktop: { min: 95 } },
  bestPractices: { mobile: { min: 95 }, desktop: { min: 95 } },
  seo: { mobile: { min: 95 }, desktop: { min: 95 } },
  fcp: {},
  lcp: { mobile: { max: 2500 } },
  tbt: { mobile: { max: 200 } },
  cls: { mobile: { max: 0.05 } },
  benchmarkIndex: {},
};

type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
};

/** One run, tried again once when Lighthouse reports a broken trace (NO_NAVSTART seen here, at random). */
async function lighthouse(url: string, profile: Profile, language?: string): Promise<Figures> {
  try {
    return await lighthouseOnce(url, profile, language);
  } catch (error) {
    console.log(`  (${url} ${profile}: ${String(error).split('\n')[0]?.slice(0, 160)}; run again)`);
    return lighthouseOnce(url, profile, language);
  }
}

async function lighthouseOnce(url: string, profile: Profile, language?: string): Promise<Figures> {
  const args = [
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ...(language ? [`--extra-headers=${JSON.stringify({ Cookie: `portal_lang=${language}` })}`] : []),
  ];
  const { stdout } = await run(lighthouseBin, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as LighthouseResult;
  if (result.runtimeError) throw new Error(`${url} (${profile}): ${result.runtimeError.message}`);
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function show(key: keyof Figures, value: number): string {
  if (key === 'cls') return value.toFixed(3);
  if (key === 'fcp' || key === 'lcp') return `${(value / 1000).toFixed(2)} s`;
  if (key === 'tbt') return `${Math.round(value)} ms`;
  if (key === 'benchmarkIndex') return String(Math.round(value));
  return String(Math.round(value));
}

function verdict(key: keyof Figures, profile: Profile, value: number): string {
  const goal = GOALS[key][profile];
  if (!goal) return '';
  if (goal.min !== undefined)
    return `goal >= ${show(key, goal.min)}: ${value >= goal.min ? 'met' : 'MISSED'}`;
  if (goal.max !== undefined)
    return `goal <= ${show(key, goal.max)}: ${value <= goal.max ? 'met' : 'MISSED'}`;
  return '';
}

function printFigures(runs: Figures[], profile: Profile): void {
  for (const key of Object.keys(GOALS) as (keyof Figures)[]) {
    const values = runs.map((r) => r[key]);
    const m = median(values);
    console.log(
      `  ${key.padEnd(14)} ${show(key, m).padStart(8)}   (${values.map((v) => show(key, v)).join(', ')})  ${verdict(key, profile, m)}`,
    );
  }
}

/**
 * The mobile `/index` in each language, the languages' runs interleaved (EN, TH, AR, EN, ...) so that
 * a change in the machine's load falls on each of them alike; each median against English's.
 */
async function compareLanguages(gatewayUrl: string): Promise<void> {
  const runs = new Map(LANGUAGES.map((l) => [l, [] as Figures[]]));
  // One warm-up load per language: its status, banners and strings are not the page's first time.
  for (const language of LANGUAGES) {
    await fetch(`${gatewayUrl}/index`, {
      headers: { accept: 'text/html', cookie: `portal_lang=${language}` },
    });
  }
  for (let i = 0; i < RUNS; i++) {
    for (const language of LANGUAGES) {
      runs.get(language)!.push(await lighthouse(`${gatewayUrl}/index`, 'mobile', language));
    }
  }
  const english = median((runs.get('EN') ?? runs.get(LANGUAGES[0]!)!).map((r) => r.performance));
  for (const [language, figures] of runs) {
    console.log(
      `\n/index mobile in ${language}: median of ${RUNS} Lighthouse runs (interleaved by language)`,
    );
    printFigures(figures, 'mobile');
    const score = median(figures.map((r) => r.performance));
    const within = score >= english - LANGUAGE_MARGIN;
    console.log(
      `  vs English     ${String(score - english).padStart(8)}   goal within ${LANGUAGE_MARGIN} points of EN (${english}): ${within ? 'met' : 'MISSED'}`,
    );
  }
}

export async function runWebBench(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    console.log('building the web...');
    execFileSync('pnpm', ['--filter', '@portal/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const stack = await startStack({
    gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 3480),
    upstreamPort: Number(process.env.BENCH_UPSTREAM_PORT ?? 7480),
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    // One warm-up load: the gateway's caches and the upstream's first answers are not the page's.
    for (const page of PAGES) await fetch(`${stack.gatewayUrl}${page}`, { headers: { accept: 'text/html' } });
    for (const profile of PROFILES) {
      for (const page of PAGES) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${stack.gatewayUrl}${page}`, profile));
        console.log(`\n${page} ${profile}: median of ${RUNS} Lighthouse runs`);
        printFigures(runs, profile);
      }
    }
    if (LANGUAGES.length > 0) await compareLanguages(stack.gatewayUrl);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${formatReport(measure())}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runWebBench();
}
