/** The messages area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';

export const messagesEndpoints = endpoints('messages', {});
