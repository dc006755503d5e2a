import type { Resource } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import type { OpenPlaceholder } from './placeholders';

type Props = {
  hasCustomerService: boolean;
  hasChatRoom: boolean;
  isLoggedIn: boolean;
  resources: Resource[];
  onPlaceholder: OpenPlaceholder;
};

/** The fixed shortcut bar at the right edge (desktop). */
export function RightBar({ hasCustomerService, hasChatRoom, isLoggedIn, resources, onPlaceholder }: Props) {
  const { t } = useTranslation('layout');
  const telegram = resources.find((r) => r.resourceType === 'TELEGRAM');
  return (
    <aside className="right-bar" aria-label={t('rightBar.label')}>
      <ul>
        {hasCustomerService ? (
          <li>
            <button
              type="button"
              className="right-bar__item"
              onClick={() => onPlaceholder('customerService')}
            >
              <Icon name="headset" />
              <span className="right-bar__label">{t('rightBar.customerService')}</span>
            </button>
          </li>
        ) : null}
        {hasChatRoom ? (
          <li>
            <button type="button" className="right-bar__item" onClick={() => onPlaceholder('chatRoom')}>
              <Icon name="chat" />
              <span className="right-bar__label">{t('rightBar.chatRoom')}</span>
            </button>
          </li>
        ) : null}
        <li>
          <Link to="/help" className="right-bar__item">
            <Icon name="help" />
            <span className="right-bar__label">{t('rightBar.helpCentre')}</span>
          </Link>
        </li>
        {telegram ? (
          <li>
            <ExternalLink href={telegram.url} className="right-bar__item">
              <Icon name="telegram" />
              <span className="right-bar__label">{t('rightBar.telegram')}</span>
            </ExternalLink>
          </li>
        ) : null}
        {isLoggedIn ? (
          <li>
            <button type="button" className="right-bar__item" onClick={() => onPlaceholder('messages')}>
              <Icon name="mail" />
              <span className="right-bar__label">{t('rightBar.messages')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
