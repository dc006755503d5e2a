/** The events area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const eventsEndpoints = endpoints('events', {});
