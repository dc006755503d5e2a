/** `pnpm bench`: runs every benchmark in turn; each prints its ratio against its own baseline. */
import { run as gatewayOverhead } from './gateway-overhead.js';
import { run as lobby } from './lobby.js';
import { run as realtime } from './realtime.js';
import { run as wallet } from './wallet.js';

await gatewayOverhead();
await lobby();
await wallet();
await realtime();
