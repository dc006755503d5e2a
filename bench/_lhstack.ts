import { startStack } from '../scripts/stack.js';
import { mkdtempSync } from 'node:fs';
const dir = mkdtempSync('/tmp/lhdata-');
const s = await startStack({ upstreamPort: 7480, gatewayPort: 3480, env: { DATA_DIR: dir, LOG_LEVEL: 'warn' } as any });
console.log('ready');
process.on('SIGTERM', async () => { await s.stop(); process.exit(0); });
setInterval(() => {}, 1e6);
