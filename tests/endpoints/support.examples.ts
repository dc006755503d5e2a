/** How the descriptor walk calls each support endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const supportExamples: Examples = {};
