/** `pnpm bench`: runs every benchmark in turn; each prints its ratio against its own baseline. */
import { run as gatewayOverhead } from './gateway-overhead.js';

await gatewayOverhead();
