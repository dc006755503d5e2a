import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/provider';
import { defaultApi } from '@/testing/render-app';
import { createFakeTrpc } from '@/testing/fake-trpc';
import FairPanel from './fair-panel';

const HASH = 'a'.repeat(64);

describe('FairPanel', () => {
  it('writes the next nonce with its sign inside one left-to-right isolate ("#7", never "7#" in Arabic)', async () => {
    const fake = createFakeTrpc({
      ...defaultApi(),
      'fairness.state': { active: { serverSeedHash: HASH, clientSeed: 'mine', nextNonce: 7 }, revealed: [] },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders trpcClient={fake.client} queryClient={queryClient}>
        <MemoryRouter>
          <div dir="rtl">
            <FairPanel lastRound={null} />
          </div>
        </MemoryRouter>
      </AppProviders>,
    );
    const nonce = (await screen.findByTitle('Nonce of your next round')).querySelector('bdi');
    expect(nonce).toHaveAttribute('dir', 'ltr');
    expect(nonce).toHaveTextContent(/^#7$/);
  });
});
