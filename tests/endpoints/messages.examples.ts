/** How the descriptor walk calls each messages endpoint (see walk.ts). */
import type { Examples } from './walk.js';

export const messagesExamples: Examples = {};
