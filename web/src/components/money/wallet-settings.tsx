import { createContext, useContext } from 'react';

/**
 * The brand's calendar, handed in by the app (system bootstrap). Its money is written by
 * `useBrandMoney` (lib/money.ts), which reads the bootstrap itself.
 */
export type WalletSettings = {
  timeZone: string;
};

export const WalletSettingsContext = createContext<WalletSettings>({ timeZone: 'UTC' });

export function useWalletSettings(): WalletSettings {
  return useContext(WalletSettingsContext);
}
