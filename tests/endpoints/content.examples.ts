/** How the descriptor walk calls each content endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const contentExamples: Examples = {};
