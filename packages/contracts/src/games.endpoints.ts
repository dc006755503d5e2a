/** The games area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const gamesEndpoints = endpoints('games', {});
