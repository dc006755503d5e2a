/** The content area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const contentEndpoints = endpoints('content', {});
