/** How the descriptor walk calls each system endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const systemExamples: Examples = {};
