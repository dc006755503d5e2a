/**
 * The profile rules under any input: a field is either changed or refused, never both; only shown
 * fields change; a required shown field never ends up empty; a saved birthday meets the brand's
 * minimum age; the real name, once set, never changes; and a checked save checked again is still
 * good (what is stored passes its own rules).
 */
import { PROFILE_FIELDS, type ProfileField, type ProfileRules } from '@portal/contracts';
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, checkProfile } from './profile.rules.js';

const TODAY = new Date(Date.UTC(2026, 10, 27));
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '@lotus_fan',
    'Nguyen Van A',
    '0912 345 678',
    '1990-01-31',
    '2015-06-01',
    '2001-02-29',
    '<b>',
    'x',
  ),
);
const rules = fc.record(
  Object.fromEntries(
    PROFILE_FIELDS.map((f) => [
      f,
      fc
        .boolean()
        .chain((shown) =>
          fc.record({ shown: fc.constant(shown), required: shown ? fc.boolean() : fc.constant(false) }),
        ),
    ]),
  ) as Record<ProfileField, fc.Arbitrary<{ shown: boolean; required: boolean }>>,
) as fc.Arbitrary<ProfileRules>;
const body = fc.record(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, value])) as Record<ProfileField, fc.Arbitrary<string>>,
  { requiredKeys: [] },
);
const current = fc.record(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fc.constantFrom('', 'Stored')])) as Record<
    ProfileField,
    fc.Arbitrary<string>
  >,
);

describe('profile rules', () => {
  it('change or refuse each field, keep the real name and the age, and accept what they saved', () => {
    fc.assert(
      fc.property(
        rules,
        body,
        current,
        fc.integer({ min: 0, max: 25 }),
        fc.boolean(),
        (r, b, c, age, locked) => {
          const options = { minimumAge: age, realNameLocked: locked, today: TODAY };
          const { changes, fields } = checkProfile(r, b, c, options);
          for (const field of PROFILE_FIELDS) {
            expect(changes[field] !== undefined && fields[field] !== undefined).toBe(false);
            if (!r[field].shown) expect(changes[field]).toBeUndefined();
            const after = changes[field] ?? c[field];
            if (
              r[field].shown &&
              r[field].required &&
              fields[field] === undefined &&
              !(field === 'realName' && locked)
            ) {
              expect(after).not.toBe('');
            }
          }
          if (locked) expect(changes.realName).toBeUndefined();
          if (changes.birthday) expect(ageOn(changes.birthday, TODAY)).toBeGreaterThanOrEqual(age);
          if (Object.keys(fields).length === 0) {
            const again = checkProfile(r, changes, { ...c, ...changes }, options);
            expect(again.fields).toEqual({});
          }
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
