/** The lottery area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const lotteryEndpoints = endpoints('lottery', {});
