import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

/** Full-page screen that replaces the whole app (maintenance, region block, fatal network error). */
export function StatusScreen({
  icon,
  title,
  children,
  tools,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  tools?: ReactNode;
}) {
  return (
    <div className="status-screen">
      {tools ? <div className="status-screen__tools">{tools}</div> : null}
      <main className="status-screen__card">
        <span className="status-screen__icon">
          <Icon name={icon} size={40} />
        </span>
        <h1 className="status-screen__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** What a screen that only leads to support takes: the way there (null when the brand has none) and the top tools. */
export type ContactScreenProps = { onContact: (() => void) | null; tools?: ReactNode };

/** The way to support on a screen that offers nothing else; absent when the brand has none. */
export function ContactButton({ onContact, label }: { onContact: (() => void) | null; label: string }) {
  return onContact ? (
    <button type="button" className="btn btn--primary" onClick={onContact}>
      <Icon name="headset" size={18} />
      {label}
    </button>
  ) : null;
}
