import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CountryCodeSelect } from './phone-fields';

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
