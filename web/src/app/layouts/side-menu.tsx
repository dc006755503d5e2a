import { CATEGORY_ROUTE, type GameCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { LanguageSelect } from '@/features/preferences/components/language-select';
import { ThemeSwitch } from '@/features/preferences/components/theme-switch';
import type { Resource } from '@/lib/bootstrap';
import type { VendorLanes } from '@/features/games/api/types';

type Props = {
  lanes: VendorLanes;
  resources: Resource[];
  hasCustomerService: boolean;
  hasChatRoom: boolean;
  showDepositTop: boolean;
  showBetTop: boolean;
  onClose: () => void;
  onCustomerService: () => void;
  onChatRoom: () => void;
  /** Opens the member centre, or the login popup for a visitor without a session. */
  onMemberCentre: () => void;
};

/** The mobile drawer behind the hamburger: every category, plus what the top bar holds on desktop. */
export function SideMenu({
  lanes,
  resources,
  hasCustomerService,
  hasChatRoom,
  showDepositTop,
  showBetTop,
  onClose,
  onCustomerService,
  onChatRoom,
  onMemberCentre,
}: Props) {
  const { t } = useTranslation(['layout', 'common', 'games', 'member']);
  const ios = resources.find((r) => r.resourceType === 'IOS_APP');
  const android = resources.find((r) => r.resourceType === 'ANDROID_APP');
  const telegram = resources.find((r) => r.resourceType === 'TELEGRAM');
  return (
    <Dialog title={t('nav.menuTitle')} onClose={onClose} variant="drawer">
      <div className="side-menu__settings">
        <LanguageSelect />
        <ThemeSwitch />
      </div>
      <nav id="side-menu" className="side-menu" aria-label={t('nav.label')}>
        <ul className="side-menu__list">
          <li>
            <NavLink to="/index" className="side-menu__link" onClick={onClose}>
              <Icon name="home" size={18} />
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <button type="button" className="side-menu__link" onClick={onMemberCentre}>
              <Icon name="user" size={18} />
              {t('member:menu.memberCentre')}
            </button>
          </li>
        </ul>
        <h3 className="side-menu__heading">{t('nav.games')}</h3>
        <ul className="side-menu__list">
          {lanes.map((lane) => (
            <li key={lane.gameType}>
              <NavLink
                to={CATEGORY_ROUTE[lane.gameType as GameCategory]}
                className="side-menu__link"
                onClick={onClose}
              >
                <span>{t(`common:categories.${lane.gameType}`)}</span>
                <span className="side-menu__count">
                  {t('games:providerCount', { count: lane.vendors.length })}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="side-menu__list side-menu__list--divided">
          <li>
            <NavLink to="/promotions" className="side-menu__link" onClick={onClose}>
              <Icon name="gift" size={18} />
              {t('nav.promotions')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/download" className="side-menu__link" onClick={onClose}>
              <Icon name="download" size={18} />
              {t('nav.download')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/help" className="side-menu__link" onClick={onClose}>
              <Icon name="help" size={18} />
              {t('nav.help')}
            </NavLink>
          </li>
          {showDepositTop ? (
            <li>
              <NavLink to="/deposit-rank" className="side-menu__link" onClick={onClose}>
                <Icon name="star" size={18} />
                {t('header.depositTop20')}
              </NavLink>
            </li>
          ) : null}
          {showBetTop ? (
            <li>
              <NavLink to="/bet-rank" className="side-menu__link" onClick={onClose}>
                <Icon name="star" size={18} />
                {t('header.betTop20')}
              </NavLink>
            </li>
          ) : null}
          {hasCustomerService ? (
            <li>
              <button
                type="button"
                className="side-menu__link"
                onClick={() => {
                  onClose();
                  onCustomerService();
                }}
              >
                <Icon name="headset" size={18} />
                {t('header.customerService')}
              </button>
            </li>
          ) : null}
          {hasChatRoom ? (
            <li>
              <button
                type="button"
                className="side-menu__link"
                onClick={() => {
                  onClose();
                  onChatRoom();
                }}
              >
                <Icon name="chat" size={18} />
                {t('rightBar.chatRoom')}
              </button>
            </li>
          ) : null}
          {telegram ? (
            <li>
              <ExternalLink className="side-menu__link" href={telegram.url}>
                <Icon name="telegram" size={18} />
                {t('rightBar.telegram')}
              </ExternalLink>
            </li>
          ) : null}
          {ios ? (
            <li>
              <ExternalLink className="side-menu__link" href={ios.url}>
                <Icon name="apple" size={18} />
                {t('header.iosApp')}
              </ExternalLink>
            </li>
          ) : null}
          {android ? (
            <li>
              <ExternalLink className="side-menu__link" href={android.url}>
                <Icon name="android" size={18} />
                {t('header.androidApp')}
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </Dialog>
  );
}
