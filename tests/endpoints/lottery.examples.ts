/** How the descriptor walk calls each lottery endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const lotteryExamples: Examples = {};
