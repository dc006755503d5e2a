/**
 * `pnpm test:all`: the whole suite as CI runs it. Finds or installs Chromium, then runs two lanes side
 * by side, one a core: the web build, its size budget and the browser tests (Playwright) in one, the service and
 * integration tests in the other, then each takes what remains (web component tests, typecheck,
 * lint, the vi.mock tests) as it comes free. Prints each step's duration.
 * Uses DATABASE_URL / REDIS_URL when given, else the embedded defaults.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import { repoRoot } from './stack.js';

function findChromium(): string | undefined {
  // The headless shell first: the lighter build Playwright itself runs headless tests on.
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

function ensureChromium(): string | undefined {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Installing Debian's chromium package...");
    execFileSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
      ],
      {
        stdio: 'inherit',
      },
    );
    return findChromium();
  }
  console.log("No system Chromium and no root apt-get: using Playwright's own installer.");
  execFileSync('pnpm', ['--filter', '@portal/e2e', 'exec', 'playwright', 'install', 'chromium'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return undefined; // Playwright finds its own build
}

const chromium = ensureChromium();
const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-report-'));
const env = { ...process.env, TEST_REPORT_DIR: reportDir, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };

/** The vitest processes: the web's jsdom tests, the Node tests, and the Node tests that vi.mock. */
const VITEST_RUNS = ['web', 'node', 'node-isolated', 'storm'] as const;

/** One vitest process over some projects, with its own JSON report. */
function vitest(run: (typeof VITEST_RUNS)[number], projects: string[], isolate = true): string[] {
  const report = `--outputFile.json=${path.join(reportDir, `vitest-${run}.json`)}`;
  const flags = isolate ? [] : ['--no-isolate'];
  return ['exec', 'vitest', 'run', ...flags, ...projects.map((p) => `--project=${p}`), report];
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};
type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    ok: boolean;
    tests: {
      projectName: string;
      status: string;
      results?: {
        duration?: number;
        error?: { message?: string; location?: { file: string; line: number } };
      }[];
    }[];
  }[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

/** Reads one JSON report the runs wrote, if it is there. */
function readReport<T>(name: string): T | undefined {
  const file = path.join(reportDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Each vitest process's JSON report that was written, read once for the closing lines. */
function vitestReports(): [run: string, report: VitestReport][] {
  return VITEST_RUNS.flatMap((run) => {
    const report = readReport<VitestReport>(`vitest-${run}.json`);
    return report ? [[run, report] as [string, VitestReport]] : [];
  });
}

/**
 * Counts from the vitest and Playwright JSON reports, for one closing line over the whole suite, and
 * the name and first message line of each failed test (the end of a long log is often all that is
 * kept of a run, so what failed is said there).
 */
function counts(reports: [string, VitestReport][]): {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
} {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] as string[] };
  const firstLine = (text: string | undefined): string =>
    (text ?? '').trim().split('\n')[0]?.slice(0, 300) ?? '';
  for (const [, vitest] of reports) {
    total.passed += vitest.numPassedTests;
    total.failed += vitest.numFailedTests;
    total.skipped += vitest.numPendingTests + vitest.numTodoTests;
    for (const file of vitest.testResults) {
      const where = path.relative(repoRoot, file.name);
      const failedTests = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failedTests)
        total.failures.push(`${where} > ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
      if (failedTests.length === 0 && file.message)
        total.failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  const pw = readReport<PlaywrightReport>('playwright.json');
  if (pw) {
    total.passed += pw.stats.expected + pw.stats.flaky;
    total.failed += pw.stats.unexpected;
    total.skipped += pw.stats.skipped;
    const walk = (suite: PlaywrightSuite, trail: string[]): void => {
      const here = suite.title ? [...trail, suite.title] : trail;
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests) {
          if (t.status === 'unexpected') {
            total.failures.push(`[${t.projectName}] ${[...here, spec.title].join(' > ')}`);
            // Each attempt's error, where it stopped and its first lines: the log's middle, where
            // Playwright prints it whole, is often not kept.
            for (const [attempt, r] of (t.results ?? []).entries()) {
              if (!r.error) continue;
              const at = r.error.location
                ? ` (${path.basename(r.error.location.file)}:${r.error.location.line})`
                : '';
              const lines = stripVTControlCharacters(r.error.message ?? '')
                .split('\n')
                .map((l) => l.trim())
                .filter((l) => l !== '')
                .slice(0, 6)
                .map((l) => l.slice(0, 300));
              total.failures.push(`  attempt ${attempt + 1}${at}: ${lines.join(' | ')}`);
            }
          }
          if (t.status === 'flaky')
            total.failures.push(
              `(flaky, passed on retry) [${t.projectName}] ${[...here, spec.title].join(' > ')}`,
            );
        }
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of pw.suites) walk(suite, []);
  }
  return total;
}

/** The test files that took longest in each vitest process: where the suite's time goes. */
function slowestFiles(reports: [string, VitestReport][], most = 8): string[] {
  const lines: string[] = [];
  for (const [run, vitest] of reports) {
    const files = vitest.testResults
      .map((f) => ({ where: path.relative(repoRoot, f.name), s: (f.endTime - f.startTime) / 1000 }))
      .sort((a, b) => b.s - a.s)
      .slice(0, most);
    lines.push(`${run}: ${files.map((f) => `${f.where} ${f.s.toFixed(0)}s`).join(', ')}`);
  }
  return lines;
}

/**
 * The browser journeys that took longest (each attempt's time, retries included): the browser lane
 * is the suite's longest, and each journey's time is mostly the browser's CPU for its page loads.
 */
function slowestJourneys(most = 8): string | undefined {
  const pw = readReport<PlaywrightReport>('playwright.json');
  if (!pw) return undefined;
  const journeys: { where: string; s: number }[] = [];
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        journeys.push({ where: `[${t.projectName}] ${suite.title} > ${spec.title}`, s: ms / 1000 });
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of pw.suites) walk(suite);
  const total = journeys.reduce((sum, j) => sum + j.s, 0);
  const top = journeys.sort((a, b) => b.s - a.s).slice(0, most);
  return `browser (${journeys.length} journeys, ${total.toFixed(0)}s in all): ${top
    .map((j) => `${j.where} ${j.s.toFixed(0)}s`)
    .join(', ')}`;
}

type Step = [name: string, args: string[]];
type Outcome = { line: string; ok: boolean; clues: string[] };

/**
 * The lines of a failed step's output that say why (an unhandled error fails a vitest run with no
 * failed test, and only the end of a long log may be kept), without colours, the last 40 (vitest sums up its failures at the end).
 */
function cluesOf(output: string): string[] {
  const plain = stripVTControlCharacters(output);
  const lines = plain.split('\n');
  const picked = new Set<number>();
  lines.forEach((line, i) => {
    if (
      /Unhandled|Error[:\s]|\berror\b|\[warn\]|FAIL|✗|×|✖|ELIFECYCLE|Command failed|[Tt]imed out/.test(line)
    ) {
      for (let j = i; j < Math.min(lines.length, i + 3); j += 1) picked.add(j);
    }
  });
  return [...picked]
    .sort((a, b) => a - b)
    .map((i) => (lines[i] ?? '').slice(0, 300))
    .filter((line) => line.trim() !== '')
    .slice(-40);
}

/** Runs one `pnpm` step; its output goes to the terminal, or is kept and printed whole at its end. */
function runStep([name, args]: Step, buffered: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const out: Buffer[] = [];
    const child = spawn('pnpm', args, {
      cwd: repoRoot,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => out.push(chunk));
    const header = `\n=== ${name}: pnpm ${args.join(' ')}`;
    if (!buffered) console.log(header);
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(0);
      const output = Buffer.concat(out).toString();
      if (buffered) console.log(`${header}\n${output}`);
      resolve({
        line: `${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs}s)`,
        ok: code === 0,
        clues: code === 0 || !buffered ? [] : cluesOf(output),
      });
    });
  });
}

// Two lanes, one a core. Each starts with its long step: the web build then the browser tests
// (Playwright) in one, the Node tests in the other. Whichever lane is free then takes the next of
// the remaining steps, longest first (the web's component tests, typecheck, lint, the Node tests
// that vi.mock), so neither core idles while the other still has a queue. Each vitest process runs
// one worker (cores - 1). Output of the first lane's long steps streams; every other step's is kept
// and printed whole when it ends.
const suiteStarted = Date.now();
const queue: Step[] = [
  ['web component tests', vitest('web', ['web', 'web-isolated'])],
  ['typecheck', ['typecheck']],
  ['lint', ['lint']],
  ['service tests that mock a module', vitest('node-isolated', ['mock-upstream-races'])],
];
/** Takes steps from the shared queue until it is empty. */
async function drain(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await runStep(step, true));
  return outcomes;
}
const [checks, tests] = await Promise.all([
  (async () => {
    const build = await runStep(['web build', ['build']], false);
    // The JavaScript size budget reads that build (a second or two, no browser).
    const afterBuild = build.ok
      ? [
          await runStep(['web size budget', ['size-budget']], false),
          // A `.only` left in a journey would run that one test and pass.
          await runStep(['browser tests', ['e2e', '--forbid-only']], false),
        ]
      : [];
    return [build, ...afterBuild, ...(await drain())];
  })(),
  // See vitest.config.ts: the Node projects share one module graph, but for the files that vi.mock.
  (async () => [
    await runStep(
      [
        'service and integration tests',
        vitest('node', ['contracts', 'mock-upstream', 'gateway', 'integration'], false),
      ],
      true,
    ),
    ...(await drain()),
  ])(),
]);
// The storm (tests/storm.test.ts: every money call 50 at once through two gateways) last, alone:
// its load is its own, not the browser lane's beside it.
const storm = await runStep(['the storm, alone', vitest('storm', ['storm'])], false);
const outcomes = [...checks, ...tests, storm];
const failed = outcomes.length < 9 || outcomes.some((o) => !o.ok);
const results = outcomes.map((o) => o.line);
results.push(`     whole suite (${((Date.now() - suiteStarted) / 1000).toFixed(0)}s)`);
const reports = vitestReports();
const c = counts(reports);
const slowest = slowestFiles(reports);
const journeys = slowestJourneys();
if (journeys) slowest.push(journeys);
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n=== summary\n${results.join('\n')}`);
console.log(`\n=== slowest test files\n${slowest.join('\n')}`);
if (failed && c.failed === 0) c.failed = 1; // a failed typecheck, lint or build counts as a failure
if (c.failures.length > 0) console.log(`\n=== failed tests\n${c.failures.join('\n')}`);
for (const o of outcomes.filter((x) => !x.ok && x.clues.length > 0))
  console.log(`\n=== why: ${o.line}\n${o.clues.join('\n')}`);
console.log(`${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
process.exit(failed ? 1 : 0);
