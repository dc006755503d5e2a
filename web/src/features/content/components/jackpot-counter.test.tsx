import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import { i18n } from '@/lib/i18n';
import { createFakeTrpc, PENDING } from '@/testing/fake-trpc';
import { JackpotCounter } from './jackpot-counter';

const tick = (value: string) => ({
  value,
  at: '2026-03-15T10:20:30.000Z',
  stepMs: 3000,
  stepAmount: '165.11',
});

function renderCounter(first: unknown, props = { currencySymbol: '$', decimals: 2 }) {
  const fake = createFakeTrpc({ 'jackpot.onValue': first });
  const queryClient = new QueryClient();
  render(
    <AppProviders trpcClient={fake.client} queryClient={queryClient}>
      <JackpotCounter {...props} />
    </AppProviders>,
  );
  return fake;
}

const amount = () => screen.getByRole('group', { name: 'Jackpot' });

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('jackpot counter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the currency symbol and the value with the language’s separators, not as a live region', async () => {
    renderCounter(tick('1234567.89'));
    expect(await screen.findByText('1,234,567.89')).toBeInTheDocument();
    expect(amount()).toHaveTextContent('$1,234,567.89');
    expect(amount().closest('[aria-live]')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses the language’s separators and the brand’s decimals', async () => {
    await act(() => i18n.changeLanguage('vi'));
    renderCounter(tick('1234567.89'), { currencySymbol: '₫', decimals: 0 });
    expect(await screen.findByText('1.234.567')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Giải Jackpot' })).toHaveTextContent('₫1.234.567');
  });

  it('jumps to a pushed value when motion is reduced, and to a lower one on a resync', async () => {
    reducedMotion(true);
    const fake = renderCounter(tick('1000000.00'));
    expect(await screen.findByText('1,000,000.00')).toBeInTheDocument();
    act(() => fake.emit('jackpot.onValue', tick('1000165.11')));
    expect(amount()).toHaveTextContent('$1,000,165.11');
    act(() => fake.emit('jackpot.onValue', tick('999999.00')));
    expect(amount()).toHaveTextContent('$999,999.00');
  });

  it('counts up to a pushed value, never below the previous one on the way', async () => {
    reducedMotion(false);
    const fake = renderCounter(tick('1000000.00'));
    expect(await screen.findByText('1,000,000.00')).toBeInTheDocument();
    const seen: number[] = [];
    const observer = new MutationObserver(() =>
      seen.push(Number(screen.getByText(/^[\d,.]+$/).textContent!.replace(/,/g, ''))),
    );
    observer.observe(amount(), { subtree: true, characterData: true, childList: true });
    act(() => fake.emit('jackpot.onValue', tick('1000165.11')));
    expect(await screen.findByText('1,000,165.11', undefined, { timeout: 3000 })).toBeInTheDocument();
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('a resync during a count to the amount it started from shows that amount, not the last frame', async () => {
    reducedMotion(false);
    const fake = renderCounter(tick('1000000.00'));
    expect(await screen.findByText('1,000,000.00')).toBeInTheDocument();
    act(() => fake.emit('jackpot.onValue', tick('1000165.11')));
    // A frame between the two amounts (the frames write the text; React holds 1,000,000.00).
    await vi.waitFor(() => expect(amount()).not.toHaveTextContent('$1,000,000.00'), { timeout: 3000 });
    expect(amount()).not.toHaveTextContent('$1,000,165.11');
    act(() => fake.emit('jackpot.onValue', tick('1000000.00')));
    expect(amount()).toHaveTextContent('$1,000,000.00');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(amount()).toHaveTextContent('$1,000,000.00');
  });

  it('holds the amount’s line with a skeleton until the first value arrives', () => {
    renderCounter(PENDING);
    expect(amount().querySelector('.jackpot__skeleton.skeleton')).not.toBeNull();
    expect(amount().textContent).toBe('');
    expect(screen.getByText('Growing every few seconds. It could be yours.')).toBeInTheDocument();
  });
});
