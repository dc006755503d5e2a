import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CountryCodeSelect, defaultDialingCode } from './phone-fields';

const COUNTRIES = [
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
];

describe('CountryCodeSelect', () => {
  it('writes the dialing codes left to right, so an Arabic page shows "+84", not "84+"', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<CountryCodeSelect countries={COUNTRIES} value="84" onChange={() => undefined} />);
      const button = screen.getByRole('button', { expanded: false });
      const shown = button.querySelector('bdi');
      expect(shown).toHaveAttribute('dir', 'ltr');
      expect(shown).toHaveTextContent(/^\+84$/);
      await userEvent.click(button);
      const codes = screen
        .getAllByRole('option')
        .map((option) => option.querySelector('bdi[dir="ltr"]')?.textContent);
      expect(codes).toEqual(['+84', '+66']);
    } finally {
      document.documentElement.dir = '';
    }
  });
});

describe('defaultDialingCode', () => {
  const BRAND = [
    ...COUNTRIES,
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'BR', countryDialingCode: '+55' },
  ];

  it("opens on the page language's country when the brand offers it", () => {
    expect(defaultDialingCode(BRAND, 'th')).toBe('+66');
    expect(defaultDialingCode(BRAND, 'fil')).toBe('+63');
    expect(defaultDialingCode(BRAND, 'pt-BR')).toBe('+55');
  });

  it("keeps the brand's first country otherwise: English, Arabic, a country it does not list", () => {
    expect(defaultDialingCode(BRAND, 'en')).toBe('84');
    expect(defaultDialingCode(BRAND, 'ar')).toBe('84');
    expect(defaultDialingCode(BRAND, 'ja')).toBe('84');
    expect(defaultDialingCode([], 'th')).toBe('');
  });
});
