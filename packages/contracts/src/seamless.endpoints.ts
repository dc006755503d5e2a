/** The seamless area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const seamlessEndpoints = endpoints('seamless', {});
