import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/provider';
import { createFakeTrpc } from '@/testing/fake-trpc';
import { bootstrap } from '@/testing/fixtures';
import { defaultApi } from '@/testing/render-app';
import { i18n } from './i18n';
import { useBrandMoney } from './money';

/** The hook over the app's providers, the brand's money as the bootstrap gives it. */
async function brandMoney(brand: Partial<ReturnType<typeof bootstrap>['brand']> = {}) {
  const base = bootstrap();
  const fake = createFakeTrpc({
    ...defaultApi(),
    'system.bootstrap': bootstrap({ brand: { ...base.brand, ...brand } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders trpcClient={fake.client} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
  const view = renderHook(() => useBrandMoney(), { wrapper });
  // Until the bootstrap answers there is no symbol yet.
  await waitFor(() => expect(view.result.current.symbol).not.toBe(''));
  return view;
}

describe('useBrandMoney', () => {
  it("writes the brand's symbol and decimals, a real minus on a loss and a plus only when asked", async () => {
    const { result } = await brandMoney();
    const money = result.current;
    expect(money).toMatchObject({ symbol: '$', decimals: 2 });
    expect(money.format('1234.5')).toBe('$1,234.50');
    // The minus sign (U+2212), before the symbol, not a hyphen after it.
    expect(money.format('-5')).toBe('\u2212$5.00');
    expect(money.format(' -1234.567 ')).toBe('\u2212$1,234.56');
    expect(money.signed('5')).toBe('+$5.00');
    expect(money.signed('-5')).toBe('\u2212$5.00');
    expect(money.signed('0.00')).toBe('$0.00');
    expect(money.signed('-0.00')).toBe('$0.00');
    expect(money.format('n/a')).toBe('n/a');
  });

  it("follows the brand's currency: no minor unit for the dong, its symbol where Vietnamese puts it", async () => {
    const { result } = await brandMoney({ currency: 'VND', currencySymbol: '₫', currencyDecimals: 0 });
    expect(result.current.decimals).toBe(0);
    expect(result.current.format('1234.9')).toBe('₫1,234');
    await act(() => i18n.changeLanguage('vi'));
    expect(result.current.format('-1234567')).toBe('\u22121.234.567\u00a0₫');
  });

  it("writes Farsi's own digits and a minus that stays in place right to left, and follows a switch", async () => {
    const { result } = await brandMoney();
    await act(() => i18n.changeLanguage('fa'));
    const loss = result.current.format('-1234.5');
    // Persian digits and separators (۱٬۲۳۴٫۵۰), never Latin ones; Intl's marks keep the sign first.
    expect(loss).toContain('۱٬۲۳۴٫۵۰');
    expect(loss).not.toMatch(/[0-9]/);
    expect(loss.replace(/[\u200e\u200f]/g, '')).toBe('\u2212$۱٬۲۳۴٫۵۰');
    expect(result.current.signed('5').replace(/[\u200e\u200f]/g, '')).toBe('+$۵٫۰۰');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.format('-1234.5')).toBe('\u2212$1,234.50');
  });
});
