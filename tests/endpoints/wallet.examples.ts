/** How the descriptor walk calls each wallet endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const walletExamples: Examples = {};
