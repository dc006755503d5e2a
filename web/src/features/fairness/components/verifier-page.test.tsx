import { ErrorCode } from '@portal/contracts';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { inputsOf } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';

/**
 * The platform's pinned vector (services/mock-upstream/src/modules/fairness/fairness.test.ts):
 * nonce 14 of this pair, computed there with node:crypto, pays 6.25× a 1.00 bet.
 */
const VECTOR = {
  roundId: 'DS-launch01-spin-0001',
  gameCode: 'DEMOSLOT',
  serverSeed: '3f1c9a7e5b2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d2e4f6a8b0c1d3e',
  serverSeedHash: '210f89da3d5ba1a7ca55dbbf830fda7e2bf68646bd650ba9c1602bc6627ff3a9',
  clientSeed: 'lucky-lanterns',
  nonce: 14,
  bet: '1.00',
  win: '6.25',
  isFreePlay: false,
  createdAt: '2026-11-29T02:00:00.000Z',
};
const BLOCK0 = '84257a85d83258c32310481abce2f789f35f743adaf1b4dc82fcf2d80e109a29';
const WINDOW = ['J', 'J', 'K', 'J', 'J', 'W', 'A', 'J', 'A', 'G', 'C', 'C', 'W', 'Q', 'K'];

function open(path: string, round: unknown) {
  return renderApp({ path, api: { 'session.state': loggedIn, 'fairness.round': round } });
}

describe('the round verifier', () => {
  it('recomputes a revealed round in the browser: the hash, the stops, the symbols and the payout', async () => {
    const view = open(`/fairness?roundId=${VECTOR.roundId}`, VECTOR);
    const result = await view.findByRole('region', { name: 'Recomputed round' }, { timeout: 10_000 });
    const box = within(result);
    expect(box.getByText('The server seed matches the hash committed before play.')).toBeInTheDocument();
    expect(box.getByText('Payout: 6.25× the bet, a win of 6.25')).toBeInTheDocument();
    expect(box.getByText('Win recorded for this round: 6.25')).toBeInTheDocument();
    expect(box.getByText('15 · 37 · 2 · 10 · 21')).toBeInTheDocument();
    expect(box.getByText(BLOCK0)).toBeInTheDocument();
    expect(box.getByText(VECTOR.serverSeedHash)).toBeInTheDocument();
    expect(
      box
        .getAllByRole('listitem')
        .slice(0, 15)
        .map((li) => li.textContent),
    ).toEqual(WINDOW);
    // The fields hold the round's values, so the player can change one and verify again.
    expect(view.getByRole('textbox', { name: 'Your client seed' })).toHaveValue(VECTOR.clientSeed);
    expect(view.getByRole('textbox', { name: 'Round nonce' })).toHaveValue('14');
    expect(inputsOf(view.fake, 'fairness.round')).toEqual([{ roundId: VECTOR.roundId }]);
  }, 30_000);

  it('flags a server seed that does not match the committed hash, by keyboard', async () => {
    const view = open('/fairness', VECTOR);
    expect(
      await view.findByText("Enter a round's seeds, or open a round from your betting record."),
    ).toBeInTheDocument();
    await view.user.type(view.getByRole('textbox', { name: 'Server seed (revealed)' }), VECTOR.serverSeed);
    await view.user.type(
      view.getByRole('textbox', { name: 'Server seed hash, committed before play' }),
      'f'.repeat(64),
    );
    await view.user.type(view.getByRole('textbox', { name: 'Your client seed' }), VECTOR.clientSeed);
    await view.user.type(view.getByRole('textbox', { name: 'Round nonce' }), '14{Enter}');
    expect(await view.findByText('The server seed does not match the committed hash.')).toBeInTheDocument();
    expect(view.getByText('Payout: 6.25× the bet, a win of 6.25')).toBeInTheDocument();
    expect(view.fake.calls).not.toContain('fairness.round');
  }, 30_000);

  it('says a round not yet revealed is still secret, and an unknown round is not found', async () => {
    const secret = open(`/fairness?roundId=${VECTOR.roundId}`, { ...VECTOR, serverSeed: null });
    expect(await secret.findByText(/still secret/)).toBeInTheDocument();
    expect(secret.queryByRole('region', { name: 'Recomputed round' })).toBeNull();
    secret.unmount();
    const missing = open(
      `/fairness?roundId=${VECTOR.roundId}`,
      new FakeGatewayError(ErrorCode.roundNotFound),
    );
    expect(await missing.findByText('None of your demo game rounds has this id.')).toBeInTheDocument();
  }, 30_000);
});
