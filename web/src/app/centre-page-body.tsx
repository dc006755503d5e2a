import type { ReactNode } from 'react';
import { WalletSettingsContext, type WalletSettings } from '@/components/money/wallet-settings';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';

/**
 * The body of a centre overlay's page (the member centre, the agent centre): its title, then either
 * the notice that the page is switched off or the page itself, with the wallet settings it reads.
 */
export function CentrePageBody({
  title,
  off,
  settings,
  children,
}: {
  title: string;
  /** The notice when the page is switched off; null when it is on. */
  off: { icon: IconName; title: string; body: string } | null;
  settings: WalletSettings;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className="centre__page-title">{title}</h3>
      {off ? (
        <div role="alert">
          <EmptyState icon={off.icon} title={off.title} headingLevel={3}>
            <p>{off.body}</p>
          </EmptyState>
        </div>
      ) : (
        <WalletSettingsContext.Provider value={settings}>{children}</WalletSettingsContext.Provider>
      )}
    </>
  );
}
