import { ErrorCode } from '@portal/contracts';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGatewayError, PENDING } from '@/testing/fake-trpc';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';
import type { ProtectionSettings } from '../api/types';

const LIMITS = (['deposit', 'loss'] as const).flatMap((kind) =>
  (['day', 'week', 'month'] as const).map((period) => ({
    kind,
    period,
    amount: null,
    used: '0.00',
    pending: null,
  })),
);
const settings = (over: Partial<ProtectionSettings> = {}): ProtectionSettings => ({
  limits: LIMITS,
  realityCheckMinutes: null,
  timeoutUntil: null,
  excludedUntil: null,
  ...over,
});

async function openPage(api: Record<string, unknown>) {
  const view = await openMemberCentre({ api: api as never });
  await view.user.click(within(view.dialog).getByRole('tab', { name: 'Responsible gaming' }));
  return view;
}

describe('the responsible gaming page', () => {
  it('shows loading, then the limits; a typo is refused on its field and nothing is sent', async () => {
    const view = await openPage({ 'protection.settings': () => settings(), 'protection.setLimit': PENDING });
    const panel = within(view.panel());
    const daily = await panel.findByRole('form', { name: 'Daily deposit limit (24 hours)' });
    const box = within(daily).getByRole('textbox', { name: 'New limit' });
    await view.user.type(box, 'ten');
    await view.user.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(inputsOf(view.fake, 'protection.setLimit')).toEqual([]);
  }, 30_000);

  it('sends a limit by keyboard and shows a raise waiting for its 24 hours', async () => {
    const raised = settings({
      limits: LIMITS.map((l) =>
        l.kind === 'deposit' && l.period === 'week'
          ? { ...l, amount: '200.00', pending: { amount: '900.00', effectiveAt: '2030-01-02T10:00:00.000Z' } }
          : l,
      ),
    });
    const view = await openPage({
      'protection.settings': () => settings(),
      'protection.setLimit': () => raised,
    });
    const panel = within(view.panel());
    const form = await panel.findByRole('form', { name: 'Weekly deposit limit (7 days)' });
    await view.user.type(within(form).getByRole('textbox'), '900{Enter}');
    await waitFor(() =>
      expect(inputsOf(view.fake, 'protection.setLimit')).toEqual([
        { kind: 'deposit', period: 'week', amount: '900' },
      ]),
    );
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved. The change applies in 24 hours.',
    );
    expect(within(form).getByText(/Changes to \$900\.00 on/)).toBeInTheDocument();
  }, 30_000);

  it('asks before a time-out and says why a shorter one is refused', async () => {
    const view = await openPage({
      'protection.settings': () => settings({ timeoutUntil: '2030-01-09T10:00:00.000Z' }),
      'protection.startTimeout': new FakeGatewayError(ErrorCode.protectionCannotShorten, {
        days: ErrorCode.protectionCannotShorten,
      }),
    });
    const panel = within(view.panel());
    const card = await panel.findByRole('region', { name: 'Time-out' });
    expect(within(card).getByText(/You are on a time-out until/)).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'Start time-out' }));
    expect(within(card).getByText(/Start a time-out of 1 day\?/)).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'Yes, start my time-out' }));
    expect(
      await within(card).findByText('A time-out or self-exclusion cannot be shortened. Choose a longer one.'),
    ).toBeInTheDocument();
  }, 30_000);
});
