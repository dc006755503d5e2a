import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './form-kit';

const TABS = [
  { key: 'username', label: 'Username' },
  { key: 'sms', label: 'SMS' },
  { key: 'email', label: 'E-mail' },
] as const;

function Harness() {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('username');
  return <Tabs tabs={[...TABS]} active={active} onChange={setActive} label="Login by" idBase="t" />;
}

describe('the form kit tabs', () => {
  afterEach(() => {
    document.documentElement.dir = 'ltr';
  });

  it('step with the arrows along the row, wrapping, Home and End to the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
  });

  it('follow the direction of the page: right to left, ArrowLeft is the next tab', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
  });
});
