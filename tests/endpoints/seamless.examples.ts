/** How the descriptor walk calls each seamless endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const seamlessExamples: Examples = {};
