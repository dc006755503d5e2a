/** How the descriptor walk calls each games endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const gamesExamples: Examples = {};
