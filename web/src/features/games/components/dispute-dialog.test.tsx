import type { BetRecord, BetRecords } from '@portal/contracts';
import { ErrorCode } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeGatewayError, PENDING } from '@/testing/fake-trpc';
import { lanes } from '@/testing/fixtures';
import { inputsOf, openMemberCentre } from '@/testing/render-centre';

function round(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    roundId: 'R-20260302-0001-ABCDEF0123456789',
    vendor: 'JILI',
    gameCode: 'JL101',
    gameName: 'Fortune Gems',
    gameType: 'RNG',
    bet: '10.00',
    validBet: '10.00',
    win: '0.00',
    profit: '-10.00',
    status: 'settled',
    createdAt: '2026-03-01T18:15:00.000Z',
    settledAt: '2026-03-01T18:15:02.000Z',
    ...overrides,
  };
}

function records(list: BetRecord[]): BetRecords {
  return {
    list,
    pageNo: 1,
    pageSize: 20,
    totalCount: list.length,
    summary: {
      bet: '0',
      validBet: '0',
      win: '0',
      profit: '0',
      pendingBet: '0',
      rounds: list.length,
      pendingRounds: 0,
    },
  };
}

const dispute = {
  id: 7,
  status: 'open' as const,
  outcome: null,
  vendor: 'JILI',
  roundId: 'R-20260302-0001-ABCDEF0123456789',
  gameCode: 'JL101',
  reason: 'notPaid' as const,
  note: 'Paid nothing',
  answer: null,
  createdAt: '2026-03-01T20:30:00.000Z',
  answeredAt: null,
};

async function openRecord(api: Record<string, unknown>) {
  const view = await openMemberCentre({
    item: 'Betting record',
    api: { 'games.lanes': lanes(), ...api },
  });
  const panel = within(within(view.dialog).getByRole('tabpanel', { name: 'Betting record' }));
  const table = within(await panel.findByRole('table', { name: 'Betting record' }));
  return { ...view, panel, table };
}

describe('disputing a round from the betting record', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T20:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a reason, sends the reason and the note with a requestId, and confirms', async () => {
    const { table, user, fake } = await openRecord({
      'games.betRecords': records([round()]),
      'disputes.open': dispute,
    });
    await user.click(table.getByRole('button', { name: 'Dispute round R-20260302-0001-ABCDEF0123456789' }));
    const form = within(await screen.findByRole('dialog', { name: 'Dispute this round' }));
    // The first reason takes the focus: a keyboard can choose with the arrows at once.
    expect(form.getByRole('radio', { name: 'Win not paid' })).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Send dispute' }));
    expect(form.getByText('Choose a reason.')).toBeInTheDocument();
    expect(inputsOf(fake, 'disputes.open')).toHaveLength(0);

    await user.click(form.getByRole('radio', { name: 'Win not paid' }));
    await user.type(form.getByRole('textbox', { name: 'Note (optional)' }), '  Paid nothing ');
    await user.click(form.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Dispute sent. We will answer in your messages.')).toBeInTheDocument();
    const [sent] = inputsOf(fake, 'disputes.open');
    expect(sent).toMatchObject({
      vendor: 'JILI',
      roundId: 'R-20260302-0001-ABCDEF0123456789',
      reason: 'notPaid',
      note: 'Paid nothing',
    });
    expect(sent?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows a refusal in words and a note refused by the server on its field', async () => {
    let answer: Error = new FakeGatewayError(ErrorCode.disputeAlreadyOpen);
    const { table, user } = await openRecord({
      'games.betRecords': records([round()]),
      'disputes.open': () => answer,
    });
    await user.click(table.getByRole('button', { name: /^Dispute round/ }));
    const form = within(await screen.findByRole('dialog', { name: 'Dispute this round' }));
    await user.click(form.getByRole('radio', { name: 'Wrong result' }));
    await user.click(form.getByRole('button', { name: 'Send dispute' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This round already has an open dispute.');

    answer = new FakeGatewayError(ErrorCode.validation, { note: 'dispute_note_too_long' });
    await user.click(form.getByRole('button', { name: 'Send dispute' }));
    expect(await form.findByText('The note is too long: at most 500 characters.')).toBeInTheDocument();

    answer = new FakeGatewayError(ErrorCode.disputeWindowClosed);
    await user.click(form.getByRole('button', { name: 'Send dispute' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Rounds older than 30 days can no longer be disputed.',
    );

    // Escape closes the form; focus goes back to the round's action.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dispute this round' })).not.toBeInTheDocument();
    expect(table.getByRole('button', { name: /^Dispute round/ })).toHaveFocus();
  });

  it('shows each round’s dispute state, with no action on an open one or an old round', async () => {
    const { table } = await openRecord({
      'games.betRecords': records([
        round({ roundId: 'A1', dispute: { id: 1, status: 'open', outcome: null } }),
        round({ roundId: 'A2', dispute: { id: 2, status: 'answered', outcome: 'upheld' } }),
        round({ roundId: 'A3', dispute: { id: 3, status: 'answered', outcome: 'rejected' } }),
        round({ roundId: 'A4', createdAt: '2026-01-01T10:00:00.000Z' }),
      ]),
    });
    const [, a1, a2, a3, a4] = table.getAllByRole('row');
    const last = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)!;
    expect(last(a1!)).toHaveTextContent(/^SettledDisputed$/);
    expect(within(last(a1!)).queryByRole('button')).not.toBeInTheDocument();
    expect(last(a2!)).toHaveTextContent('Dispute upheld');
    expect(within(last(a2!)).getByRole('button', { name: 'Dispute round A2' })).toBeInTheDocument();
    expect(last(a3!)).toHaveTextContent('Dispute rejected');
    expect(last(a4!)).toHaveTextContent(/^Settled$/);
  });

  it('keeps the send button busy while the call is in flight', async () => {
    const { table, user } = await openRecord({
      'games.betRecords': records([round()]),
      'disputes.open': PENDING,
    });
    await user.click(table.getByRole('button', { name: /^Dispute round/ }));
    const form = within(await screen.findByRole('dialog', { name: 'Dispute this round' }));
    await user.click(form.getByRole('radio', { name: 'Something else' }));
    await user.click(form.getByRole('button', { name: 'Send dispute' }));
    expect(await form.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
