import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import type { Resource } from '@/lib/bootstrap';

type Props = {
  hasCustomerService: boolean;
  /** CBS3 is on. */
  hasChatRoom: boolean;
  isLoggedIn: boolean;
  /** INBOX3 is on. */
  hasMessages: boolean;
  resources: Resource[];
  onCustomerService: () => void;
  /** Asks a visitor to log in and a trial account for a real one before the room opens. */
  onChatRoom: () => void;
  /** Unread platform messages (a badge on the messages entry). */
  unreadMessages?: number;
  /** Opens the member centre on messageV2. */
  onMessages: () => void;
};

/**
 * The fixed shortcut bar at the right edge (desktop), spec section 2: customer service, chat room
 * (when CBS3 is on), help centre, Telegram (when the brand has that resource), platform messages
 * (when logged in and INBOX3 is on).
 */
export function RightBar({
  hasCustomerService,
  hasChatRoom,
  isLoggedIn,
  hasMessages,
  resources,
  onCustomerService,
  onChatRoom,
  unreadMessages = 0,
  onMessages,
}: Props) {
  const { t } = useTranslation('layout');
  const telegram = resources.find((r) => r.resourceType === 'TELEGRAM');
  return (
    <aside className="right-bar" aria-label={t('rightBar.label')}>
      <ul>
        {hasCustomerService ? (
          <li>
            <button type="button" className="right-bar__item" onClick={onCustomerService}>
              <Icon name="headset" />
              <span className="right-bar__label">{t('rightBar.customerService')}</span>
            </button>
          </li>
        ) : null}
        {hasChatRoom ? (
          <li>
            <button type="button" className="right-bar__item" onClick={onChatRoom}>
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
        {/* Platform messages (logged in, INBOX3 on): owned by the messages feature. */}
        {isLoggedIn && hasMessages ? (
          <li>
            <button type="button" className="right-bar__item" onClick={onMessages}>
              <Icon name="mail" />
              <span className="right-bar__label">{t('rightBar.messages')}</span>
              {unreadMessages > 0 ? (
                <span
                  className="count-badge right-bar__badge"
                  aria-label={t('messages:unreadBadge', { count: unreadMessages })}
                >
                  {unreadMessages > 99 ? '99+' : unreadMessages}
                </span>
              ) : null}
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
