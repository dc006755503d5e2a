import { describe, expect, it } from 'vitest';
import { propertyRuns } from './property-runs.js';

describe('propertyRuns', () => {
  it('runs the full count locally, a third (at least 10) on CI, and what PROPERTY_RUNS forces', () => {
    expect(propertyRuns(120, {})).toBe(120);
    expect(propertyRuns(120, { CI: 'true' })).toBe(40);
    expect(propertyRuns(25, { CI: 'true' })).toBe(10);
    expect(propertyRuns(25, { CI: 'true', PROPERTY_RUNS: '500' })).toBe(500);
    expect(propertyRuns(25, { PROPERTY_RUNS: 'many' })).toBe(25);
  });
});
