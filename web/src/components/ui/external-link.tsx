import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({
  href,
  children,
  ...rest
}: { href: string; children?: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
