/** The wallet area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const walletEndpoints = endpoints('wallet', {});
