/** The payments area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const paymentsEndpoints = endpoints('payments', {});
