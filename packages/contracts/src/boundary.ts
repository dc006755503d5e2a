/**
 * Rules every service applies to input at its boundary, whatever the route or procedure.
 *
 * Unsafe text: a string holding a NUL (U+0000) or a lone UTF-16 surrogate is refused before any
 * schema or handler sees it. PostgreSQL cannot store a NUL in text (the insert fails: a 500 instead
 * of a refusal), and a lone surrogate has no UTF-8 form (it is silently turned into U+FFFD, so what
 * is stored is not what was sent). Neither is anything a person types. One walk of the parsed input
 * (JSON bodies, query strings, form bodies, headers) covers every field, including fields of routes
 * and procedures added later, instead of a refinement each string schema would have to remember.
 */
import type { FieldErrors } from './errors.js';

/** The field message both services give an unsafe string (the gateway prefixes `validation.`). */
export const UNSAFE_TEXT = 'unsafe_text';

/**
 * Calls a tRPC batch (`/trpc/a,b,c?batch=1`, or an array of WebSocket messages) may hold. Each call
 * counts against the per-IP limit; a larger batch is refused whole before any call runs. The web
 * client splits its batches at this size (httpBatchLink maxItems).
 */
export const TRPC_MAX_BATCH = 10;

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. The NUL
// is the point of the rule, not an accident of the pattern.
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string may cross the boundary: no NUL and no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

const MAX_PATH_DEPTH = 16;

/**
 * Walks a parsed input (objects, arrays, strings; keys too) and names every field holding unsafe
 * text: dotted path -> `message`. `rootField` names the input itself when it is a bare string.
 * Null when everything is safe. Iterative, so a hostile nesting cannot overflow the stack; the work
 * is bounded by the body limit that already holds the input.
 */
export function unsafeTextFields(input: unknown, message: string, rootField: string): FieldErrors | null {
  let fields: FieldErrors | null = null;
  const flag = (path: string) => {
    fields ??= {};
    fields[path === '' ? rootField : path] ??= message;
  };
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: '', depth: 0 },
  ];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (!isSafeText(value)) flag(path);
      continue;
    }
    // Binary bodies (Buffers) are bytes, not text.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    for (const [key, child] of entries) {
      // A hostile nesting names its field by the first MAX_PATH_DEPTH steps (an answer, not an echo).
      const childPath = depth >= MAX_PATH_DEPTH ? path : path === '' ? key : `${path}.${key}`;
      if (!isSafeText(key)) flag(childPath);
      else stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return fields;
}
