/** How the descriptor walk calls each payments endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const paymentsExamples: Examples = {};
