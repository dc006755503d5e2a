/**
 * Test helpers for the date rule (dates.ts): tables of impossible values, which fields of a zod
 * schema are dates of the rule, which of them form a range, and which string fields look like dates
 * but escape the rule. The gateway's and the platform's walks probe every such field of every
 * procedure and route with the tables.
 */
import type { z } from 'zod';
import { BrandDateTimeSchema, DaySchema, InstantSchema } from '../dates.js';

/** Not a day: impossible months and days, year 0, before 1900, other shapes, other types. */
export const BAD_DAYS: readonly unknown[] = [
  '2024-13-01',
  '0000-00-00',
  '2024-02-30',
  '2023-02-29',
  '2024-00-10',
  '2024-04-31',
  '0000-01-01',
  '1899-12-31',
  '10000-01-01',
  '2024-1-01',
  '20240101',
  '2024/01/01',
  '2024-01-01T00:00:00Z',
  ' 2024-01-01',
  '',
  'abc',
  20240101,
];

export const BAD_INSTANTS: readonly unknown[] = [
  '2024-13-01T00:00:00Z',
  '0000-00-00T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T00:60:00Z',
  '2024-01-01T00:00:00',
  '2024-01-01',
  '',
  'abc',
  0,
];

export const BAD_BRAND_TIMES: readonly unknown[] = [
  '2024-13-01 00:00:00',
  '0000-00-00 00:00:00',
  '2024-02-30 10:00:00',
  '2024-01-01 24:00:00',
  '2024-01-01 23:60:00',
  '2024-01-01T00:00:00',
  '2024-01-01',
  '',
  'abc',
];

export type DateKind = 'day' | 'instant' | 'brandTime';

export const BAD_VALUES: Record<DateKind, readonly unknown[]> = {
  day: BAD_DAYS,
  instant: BAD_INSTANTS,
  brandTime: BAD_BRAND_TIMES,
};

/** A valid value of each kind, and one a day later (the ends of a valid range). */
export const GOOD_VALUES: Record<DateKind, [string, string]> = {
  day: ['2026-01-01', '2026-01-02'],
  instant: ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'],
  brandTime: ['2026-01-01 00:00:00', '2026-01-02 00:00:00'],
};

/** The field message each kind's refusal carries. */
export const ERROR_OF: Record<DateKind, string> = {
  day: 'day_invalid',
  instant: 'instant_invalid',
  brandTime: 'instant_invalid',
};

export interface DateField {
  path: string;
  kind: DateKind;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

const KINDS = new Map<z.ZodType, DateKind>([
  [DaySchema, 'day'],
  [InstantSchema, 'instant'],
  [BrandDateTimeSchema, 'brandTime'],
]);

/** The date fields of the rule a schema declares (objects, unions, arrays, wrappers), by dotted path. */
export function dateFields(schema: z.ZodType, prefix = '', depth = 0): DateField[] {
  if (depth > 8) return [];
  const kind = KINDS.get(schema);
  if (kind) return [{ path: prefix, kind }];
  const def = defOf(schema);
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  switch (def.type) {
    case 'object':
      return Object.entries(def['shape'] as Record<string, z.ZodType>).flatMap(([key, child]) =>
        dateFields(child, at(key), depth + 1),
      );
    case 'union': {
      const all = (def['options'] as z.ZodType[]).flatMap((o) => dateFields(o, prefix, depth + 1));
      return all.filter((f, i) => all.findIndex((g) => g.path === f.path) === i);
    }
    case 'intersection':
      return [
        ...dateFields(def['left'] as z.ZodType, prefix, depth + 1),
        ...dateFields(def['right'] as z.ZodType, prefix, depth + 1),
      ];
    case 'array':
      return dateFields(def['element'] as z.ZodType, at('0'), depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return dateFields(def['innerType'] as z.ZodType, prefix, depth + 1);
    case 'pipe':
      return dateFields(def['in'] as z.ZodType, prefix, depth + 1);
    default:
      return [];
  }
}

/** Start/end naming of a range's two fields: `startDate`/`endDate`, `lastLoginFrom`/`lastLoginTo`, `startsAt`/`endsAt`. */
const PAIRS: ReadonlyArray<[RegExp, string]> = [
  [/^start/, 'end'],
  [/Start(?=[A-Z]|$)/, 'End'],
  [/^from$/, 'to'],
  [/From$/, 'To'],
];

export interface DateRange {
  start: string;
  end: string;
  kind: DateKind;
}

/** The ranges among the date fields: two siblings of one kind named as a range's start and end. */
export function dateRanges(fields: readonly DateField[]): DateRange[] {
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const ranges: DateRange[] = [];
  for (const field of fields) {
    const parts = field.path.split('.');
    const name = parts.pop()!;
    for (const [pattern, replacement] of PAIRS) {
      if (!pattern.test(name)) continue;
      const end = [...parts, name.replace(pattern, replacement)].join('.');
      const other = byPath.get(end);
      if (other && other.kind === field.kind) ranges.push({ start: field.path, end, kind: field.kind });
    }
  }
  return ranges;
}

/** Whether a string field's name says it holds a day or a time. */
const DATE_WORD = /(date|day|time|since|until|birthday)$|^(from|to)$/i;
/** `paidAt`, `lastLoginFrom`, `validTo` (camel case: `wechat` is no date). */
const DATE_SUFFIX = /[a-z](At|From|To)$/;
export function isDateLikeName(name: string): boolean {
  return DATE_WORD.test(name) || DATE_SUFFIX.test(name);
}

/**
 * Dotted paths of string fields named like dates that are not date fields of the rule: each must
 * use DaySchema, InstantSchema or BrandDateTimeSchema, or be named in the caller's exceptions.
 */
export function datesOutsideTheRule(schema: z.ZodType, stringPaths: readonly string[]): string[] {
  const covered = new Set(dateFields(schema).map((f) => f.path));
  return stringPaths.filter((path) => isDateLikeName(path.split('.').at(-1) ?? '') && !covered.has(path));
}

/** An input holding `value` at the dotted `path` (and `more` beside it, at the same level). */
export function inputAt(path: string, value: unknown, more: Record<string, unknown> = {}): unknown {
  const parts = path.split('.');
  const last = parts.pop()!;
  const siblings: Record<string, unknown> = { [last]: value };
  for (const [key, v] of Object.entries(more)) siblings[key.split('.').at(-1)!] = v;
  let input: unknown = siblings;
  for (const key of parts.reverse()) input = /^\d+$/.test(key) ? [input] : { [key]: input };
  return input;
}
