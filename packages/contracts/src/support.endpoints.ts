/** The support area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const supportEndpoints = endpoints('support', {});
