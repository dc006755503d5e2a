/**
 * Test helpers for the boundary's text rule: which string fields a zod schema declares, and an
 * input holding a given value at one of them. The gateway's and the platform's fuzz tests probe
 * every such field of every procedure and route with a NUL and a lone surrogate.
 */
import type { z } from 'zod';

/** Dotted paths of the string fields a schema declares (objects, unions, arrays, wrappers). */
export function stringFields(schema: z.ZodType, prefix = '', depth = 0): string[] {
  if (depth > 8) return [];
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  switch (def.type) {
    case 'string':
      return [prefix];
    case 'object':
      return Object.entries(def['shape'] as Record<string, z.ZodType>).flatMap(([key, child]) =>
        stringFields(child, at(key), depth + 1),
      );
    case 'union':
      return [...new Set((def['options'] as z.ZodType[]).flatMap((o) => stringFields(o, prefix, depth + 1)))];
    case 'intersection':
      return [
        ...stringFields(def['left'] as z.ZodType, prefix, depth + 1),
        ...stringFields(def['right'] as z.ZodType, prefix, depth + 1),
      ];
    case 'array':
      return stringFields(def['element'] as z.ZodType, at('0'), depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return stringFields(def['innerType'] as z.ZodType, prefix, depth + 1);
    case 'pipe':
      return stringFields(def['in'] as z.ZodType, prefix, depth + 1);
    default:
      return [];
  }
}

/** An input holding `value` at the dotted `path` and nothing else. */
export function inputWith(path: string, value: string): unknown {
  let input: unknown = value;
  for (const key of path.split('.').reverse()) input = /^\d+$/.test(key) ? [input] : { [key]: input };
  return input;
}
