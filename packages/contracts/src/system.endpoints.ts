/** The system area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const systemEndpoints = endpoints('system', {});
