/**
 * Prints the ledger invariant report of the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR) and exits 1 when a rule is broken. `pnpm --filter @portal/mock-upstream ledger:check`.
 * PGlite is single-process: stop the upstream first, or ask the running one (GET /admin/ledger/check).
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { checkLedger } from '../src/modules/ledger/ledger.invariants.js';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const report = await checkLedger(handle.db);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = report.ok ? 0 : 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
