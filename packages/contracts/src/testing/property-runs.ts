/**
 * How many cases a property test generates: `local` on a developer's machine, a third of it (at
 * least 10) when CI=true, so the whole suite stays within its time on CI's two cores. A failure's
 * seed and path are printed either way, and `PROPERTY_RUNS` forces a count (e.g. a long soak).
 */
export function propertyRuns(local: number, env: Record<string, string | undefined> = process.env): number {
  const forced = Number(env['PROPERTY_RUNS']);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return env['CI'] === 'true' ? Math.max(10, Math.ceil(local / 3)) : local;
}
