import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  normalizeE164,
  normalizePhone,
  PHONE_PROBLEM_KEYS,
  type PhoneProblem,
} from './phone.js';

function e164(code: string, num: string): string | null {
  const result = normalizePhone(code, num);
  return result.ok ? result.e164 : null;
}

function problem(code: string, num: string): { field: string; problem: PhoneProblem } | null {
  const result = normalizePhone(code, num);
  return result.ok ? null : { field: result.field, problem: result.problem };
}

describe('normalizePhone', () => {
  it('makes the national, trunk-prefixed, 00-international and E.164 forms of a VN number one', () => {
    const forms = [
      '912345678',
      '0912345678',
      '00 84 912345678',
      '0084912345678',
      '+84912345678',
      '+84 0912345678',
      '84912345678',
      '091-234-5678',
      '091 234 5678',
      '(091) 234.5678',
      '  0912345678  ',
    ];
    for (const dialing of ['84', '+84', '0084']) {
      for (const form of forms) {
        expect(normalizePhone(dialing, form), `${dialing} ${form}`).toEqual({
          ok: true,
          e164: '+84912345678',
          national: '912345678',
          dialingCode: '+84',
          country: 'VN',
        });
      }
    }
  });

  it.each([
    ['63', '09171234567', '+639171234567', 'PH'],
    ['63', '9171234567', '+639171234567', 'PH'],
    ['63', '00 63 917 123 4567', '+639171234567', 'PH'],
    ['66', '0812345678', '+66812345678', 'TH'],
    ['66', '81 234 5678', '+66812345678', 'TH'],
    ['86', '13800138000', '+8613800138000', 'CN'],
    ['86', '138-0013-8000', '+8613800138000', 'CN'],
    ['86', '00 86 138 0013 8000', '+8613800138000', 'CN'],
    ['1', '2015550123', '+12015550123', 'US'],
    ['1', '1 (201) 555-0123', '+12015550123', 'US'],
    ['1', '+1 201 555 0123', '+12015550123', 'US'],
    ['1', '011 1 201 555 0123', '+12015550123', 'US'],
    ['44', '07400 123456', '+447400123456', 'GB'],
    ['7', '8 916 123-45-67', '+79161234567', 'RU'],
    ['7', '701 123 4567', '+77011234567', 'KZ'],
  ])('+%s %s is %s (%s)', (code, num, expected, country) => {
    const result = normalizePhone(code, num);
    expect(result).toMatchObject({ ok: true, e164: expected, country, dialingCode: `+${code}` });
  });

  it.each([
    ['84', '91234567'], // one digit short
    ['84', '9123456789'], // one digit long
    ['84', '12345'],
    ['84', '0'],
    ['63', '917123456'], // PH mobiles have ten digits
    ['66', '81234567'],
    ['86', '1380013800'],
    ['86', '138001380001'],
    ['1', '201555012'],
    ['1', '1234567890'], // no US area code starts with 1
    ['84', '9123456780123456789012345678901234'], // longer than any input looked at
  ])('+%s %s is not a valid number', (code, num) => {
    expect(problem(code, num)).toEqual({ field: 'mobileNum', problem: 'invalid' });
  });

  it('refuses fixed lines and premium ranges: an SMS can only reach a mobile', () => {
    expect(problem('84', '0241234567')).toEqual({ field: 'mobileNum', problem: 'invalid' }); // Hanoi landline
    expect(problem('84', '1900 1234')).toEqual({ field: 'mobileNum', problem: 'invalid' }); // premium
    expect(problem('44', '09098790000')).toEqual({ field: 'mobileNum', problem: 'invalid' }); // premium
    expect(problem('44', '020 7946 0000')).toEqual({ field: 'mobileNum', problem: 'invalid' }); // London landline
  });

  it('refuses letters, extensions and other characters instead of guessing', () => {
    for (const num of [
      '0912a45678',
      '1-800-FLOWERS',
      '0912345678 ext 12',
      '0912345678#',
      '09１2345678',
      '+',
    ]) {
      expect(problem('84', num), num).toEqual({ field: 'mobileNum', problem: 'invalid' });
    }
  });

  it('refuses an international number of another country than the chosen one', () => {
    expect(problem('84', '+63 917 123 4567')).toEqual({ field: 'mobileNum', problem: 'country_mismatch' });
    expect(problem('84', '0063 917 123 4567')).toEqual({ field: 'mobileNum', problem: 'country_mismatch' });
    expect(problem('1', '011 84 912345678')).toEqual({ field: 'mobileNum', problem: 'country_mismatch' });
  });

  it('names the field of a missing or unknown dialing code and an empty number', () => {
    expect(problem('', '912345678')).toEqual({ field: 'countryDialingCode', problem: 'required' });
    expect(problem('84', '   ')).toEqual({ field: 'mobileNum', problem: 'required' });
    for (const code of ['999', '0', '12345', '+', 'abc', '8 4']) {
      expect(problem(code, '912345678'), code).toEqual({
        field: 'countryDialingCode',
        problem: 'dialing_code',
      });
    }
    // Non-geographic codes (satellite, international premium) are no country's.
    for (const code of ['870', '881', '882', '979', '800']) {
      expect(callingCodeOf(code), code).toBeNull();
    }
  });

  it('gives every problem a message key', () => {
    for (const key of Object.values(PHONE_PROBLEM_KEYS)) expect(key).toMatch(/^validation\./);
  });

  it('is the same function for every caller: the result depends on the number, not on its form', () => {
    expect(e164('+84', '0912345678')).toBe(e164('84', '912345678'));
    expect(e164('84', '0912345678')).not.toBe(e164('84', '0912345679'));
  });
});

describe("normalizeE164 (a Firebase ID token's phone_number)", () => {
  it('gives an E.164 mobile the same normal form as the typed number', () => {
    expect(normalizeE164('+84912345678')).toEqual({
      e164: '+84912345678',
      national: '912345678',
      dialingCode: '+84',
      country: 'VN',
    });
    const typed = normalizePhone('+63', '0917 123 4567');
    expect(typed.ok && normalizeE164(typed.e164)).toMatchObject({
      national: '9171234567',
      dialingCode: '+63',
    });
  });

  it('refuses what is no E.164 mobile of a country', () => {
    for (const value of [
      '912345678',
      '+84 912 345 678',
      '+84281234567',
      '+80012345678',
      '+0912345678',
      '',
      '+8491234567890123',
    ]) {
      expect(normalizeE164(value), value).toBeNull();
    }
  });
});
