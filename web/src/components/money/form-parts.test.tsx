import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentPasswordField, paymentPasswordProblem } from './form-parts';

function Harness({ error = null, name }: { error?: string | null; name?: string }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="money form">
      <PaymentPasswordField
        label="Payment password"
        error={error}
        value={value}
        onChange={setValue}
        name={name}
      />
    </form>
  );
}

describe('PaymentPasswordField', () => {
  it('is a labelled, required, numeric password box that keeps digits only, up to six', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByLabelText('Payment password');
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('name', 'paymentPassword');
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('12a3-4 5678');
    expect(box).toHaveValue('123456');
  });

  it('ties its error to the box and takes the name of a form with several', () => {
    render(<Harness error="The payment password is 6 digits." name="newPaymentPassword" />);
    const box = screen.getByLabelText('Payment password');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('The payment password is 6 digits.');
    expect(box).toHaveAttribute('name', 'newPaymentPassword');
  });
});

describe('paymentPasswordProblem', () => {
  it('asks for one, then for exactly six digits', () => {
    expect(paymentPasswordProblem('')).toEqual({ key: 'validation.required' });
    for (const wrong of ['12345', '1234567', '12345a', ' 123456'])
      expect(paymentPasswordProblem(wrong)).toEqual({ key: 'validation.paymentPasswordFormat' });
    expect(paymentPasswordProblem('012345')).toBeNull();
  });
});
