/**
 * bench/first-render: the main thread's work in a phone's first load of a page, build against
 * build, from the CPU time of each task in a Chromium trace.
 *
 * Lighthouse's mobile score on a shared 2-core machine moves by five points and its blocking time by
 * a factor of two between runs of one build (bench/web.ts): the wall time of a task stretches with
 * the machine's load. The CPU time a task spends on its own thread stretches far less. This bench
 * loads the page in headless Chromium at Lighthouse's mobile viewport, records a trace with
 * Lighthouse's own trace categories (their instrumentation costs the page's tasks what it costs
 * them under Lighthouse), and per load sums what Lighthouse's simulation would count as blocking at
 * its 4x slowdown: for each task of the page's main thread, 4 x its CPU time - 50 ms, when above
 * zero. Every task from the start of the page counts: in the simulation (a slow 4G network) the
 * page's first paint comes from its HTML and CSS long before its scripts arrive, so all of their
 * work falls after it, while here, on a local network, most of it comes before. Beside it: the
 * longest task (4 x CPU), the main thread's CPU time in all, and the page's elements once settled.
 *
 * Each build (a `web/dist` folder) runs behind a stack of its own (embedded defaults: PGlite in a
 * temporary directory), and the builds' loads alternate run by run in one browser, so a change in
 * the machine's load falls on each alike. Every build's medians are printed with their ratio to the
 * first build's, the baseline of the run.
 *
 * Lighthouse's benchmark index of the machine (its own page function) is printed before and after
 * the loads, so that two machines' figures can be told apart.
 *
 * Run: `cd bench && BENCH_FIRST_RENDER_BUILDS=/tmp/before/dist,../web/dist npx tsx first-render.ts`
 * (default: `../web/dist` alone; `BENCH_FIRST_RENDER_RUNS` loads per build, default 9;
 * `BENCH_FIRST_RENDER_PAGE` default `/index`; Chromium from `CHROME_PATH`, default
 * /usr/bin/chromium-headless-shell). To measure a commit before a change: `git worktree add
 * /tmp/before <rev>`, install and `pnpm build` there, and pass its `web/dist`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot, startStack, type Stack } from '../scripts/stack.js';
import { median } from './stats.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const BUILDS = (process.env.BENCH_FIRST_RENDER_BUILDS ?? path.join(repoRoot, 'web/dist'))
  .split(',')
  .filter(Boolean)
  .map((dir) => path.resolve(benchDir, dir));
const RUNS = Number(process.env.BENCH_FIRST_RENDER_RUNS ?? 9);
const PAGE = process.env.BENCH_FIRST_RENDER_PAGE ?? '/index';
/** Lighthouse's mobile simulation: a 4x slower CPU, and a task above 50 ms blocks for the rest. */
const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
/** How long after the window's load the trace goes on (the after-load work is counted too). */
const SETTLE_MS = 5000;

/** Lighthouse 13's trace categories (core/gather/gatherers/trace.js), the screenshots among them. */
const LIGHTHOUSE_TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  '__metadata',
];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string }; frame?: string };
};

/** One load's figures, in milliseconds of the slowed-down CPU (4 x the CPU time measured). */
type Load = { blocking: number; longest: number; cpu: number; tasks: number; elements: number };

/** The tasks of the page's main thread (where its HTML was parsed) from the start of the parse. */
function figures(events: TraceEvent[], elements: number): Load {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(PAGE));
  if (!parse) throw new Error(`the trace has no parse of ${PAGE}`);
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === parse.pid &&
      e.tid === parse.tid &&
      e.tdur !== undefined &&
      e.ts + (e.dur ?? 0) >= parse.ts,
  );
  const slowed = (e: TraceEvent) => (SLOWDOWN * (e.tdur ?? 0)) / 1000;
  return {
    blocking: tasks.reduce((sum, e) => sum + Math.max(0, slowed(e) - BLOCKING_FROM_MS), 0),
    longest: Math.max(0, ...tasks.map(slowed)),
    cpu: tasks.reduce((sum, e) => sum + slowed(e), 0),
    tasks: tasks.filter((e) => slowed(e) > BLOCKING_FROM_MS).length,
    elements,
  };
}

async function load(browser: Browser, url: string): Promise<Load> {
  // Lighthouse's mobile emulation (Moto G Power): its viewport, a phone's pixel ratio and touch.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: LIGHTHOUSE_TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const elements = await page.evaluate('document.getElementsByTagName("*").length');
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return figures(trace.traceEvents, Number(elements));
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's benchmark index of the machine as the browser finds it now (Lighthouse's own page
 * function, in a blank page): printed beside the figures, so that two machines' can be told apart.
 */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const dataDirs: string[] = [];
  const stacks: Stack[] = [];
  let browser: Browser | null = null;
  try {
    for (const [i, dist] of BUILDS.entries()) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-first-render-'));
      dataDirs.push(dataDir);
      stacks.push(
        await startStack({
          gatewayPort: 3560 + i,
          upstreamPort: 7560 + i,
          env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn' },
        }),
      );
    }
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    // One warm-up load per build: the gateway's caches and the upstream's first answers are not the page's.
    for (const stack of stacks) await load(browser, `${stack.gatewayUrl}${PAGE}`);
    const indexBefore = await benchmarkIndex(browser);
    const loads: Load[][] = BUILDS.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, stack] of stacks.entries()) {
        const figures = await load(browser, `${stack.gatewayUrl}${PAGE}`);
        loads[i]!.push(figures);
        console.log(
          `  run ${run + 1} build ${i + 1}: blocking ${figures.blocking.toFixed(0)} ms, longest task ${figures.longest.toFixed(0)} ms, ` +
            `${figures.tasks} long tasks, main thread ${figures.cpu.toFixed(0)} ms, ${figures.elements} elements`,
        );
      }
    }
    const indexAfter = await benchmarkIndex(browser);
    console.log(
      `\n${PAGE} at a phone's viewport, medians of ${RUNS} loads per build (CPU time x ${SLOWDOWN}); ` +
        `Lighthouse's benchmark index of this machine ${indexBefore} before the loads, ${indexAfter} after:`,
    );
    const base = loads[0]!;
    const ratio = (value: number, baseline: number) =>
      baseline > 0 ? `${(value / baseline).toFixed(2)}x` : '-';
    for (const [i, dist] of BUILDS.entries()) {
      const m = (key: keyof Load) => median(loads[i]!.map((l) => l[key]));
      const b = (key: keyof Load) => median(base.map((l) => l[key]));
      console.log(
        `  build ${i + 1} ${dist}\n` +
          `    blocking ${m('blocking').toFixed(0)} ms (${ratio(m('blocking'), b('blocking'))}), ` +
          `longest task ${m('longest').toFixed(0)} ms (${ratio(m('longest'), b('longest'))}), ` +
          `main thread ${m('cpu').toFixed(0)} ms (${ratio(m('cpu'), b('cpu'))}), ` +
          `${m('tasks')} long tasks, ${m('elements')} elements`,
      );
    }
  } finally {
    await browser?.close();
    for (const stack of stacks) await stack.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
