import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon';

export function EmptyState({
  icon = 'star',
  title,
  children,
  action,
  headingLevel = 2,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={32} />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  );
}

/** A whole page that has nothing to show (a path or game not found): its heading and one way on. */
export function EmptyPage({
  icon,
  title,
  link,
  children,
}: {
  icon: IconName;
  title: string;
  link: { to: string; label: string; className: string };
  children?: ReactNode;
}) {
  return (
    <div className="page">
      <EmptyState
        icon={icon}
        title={title}
        headingLevel={1}
        action={
          <Link className={link.className} to={link.to}>
            {link.label}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}
