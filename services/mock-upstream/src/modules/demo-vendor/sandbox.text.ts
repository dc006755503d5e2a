/**
 * The sandbox product page's words (sandbox.routes.ts) in every language the portal offers, one file
 * per language in sandbox/text/ (each a `SandboxText`: a missing key is a compile error).
 */
import { loadPageTexts } from '../../lib/page-text.js';
import type { SandboxText } from './sandbox/text/shape.js';

export const SANDBOX_TEXT = await loadPageTexts<SandboxText>(new URL('./sandbox/text/', import.meta.url));
