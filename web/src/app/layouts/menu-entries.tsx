import type { ComponentType, ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icon';

/** One item of a menu: a route, an outside address or an action, shown as its icon and label. */
export type MenuEntry = { key: string; icon: IconName; label: string } & (
  { to: string; className?: string } | { href: string } | { onClick: () => void }
);

/**
 * The list items of a menu's entries, in order; entries switched off are passed as `false`.
 * `onNavigate` runs before a route or an action (the side menu closes itself), not for an outside
 * link, which opens in a new tab.
 */
export function MenuEntries({
  entries,
  className,
  iconSize,
  link: RouteLink,
  onNavigate,
}: {
  entries: (MenuEntry | false)[];
  className: string;
  iconSize: number;
  link: ComponentType<{ to: string; className: string; onClick?: () => void; children: ReactNode }>;
  onNavigate?: () => void;
}) {
  return (
    <>
      {entries.map((entry) => {
        if (!entry) return null;
        const content = (
          <>
            <Icon name={entry.icon} size={iconSize} />
            {entry.label}
          </>
        );
        return (
          <li key={entry.key}>
            {'to' in entry ? (
              <RouteLink to={entry.to} className={entry.className ?? className} onClick={onNavigate}>
                {content}
              </RouteLink>
            ) : 'href' in entry ? (
              <ExternalLink className={className} href={entry.href}>
                {content}
              </ExternalLink>
            ) : (
              <button
                type="button"
                className={className}
                onClick={() => {
                  onNavigate?.();
                  entry.onClick();
                }}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </>
  );
}
