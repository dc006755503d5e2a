/** How the descriptor walk calls each events endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const eventsExamples: Examples = {};
