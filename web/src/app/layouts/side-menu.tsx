import { CATEGORY_ROUTE, type GameCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { MenuEntries } from './menu-entries';
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
  const { t } = useTranslation(['layout', 'common', 'games', 'accounts']);
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
              {t('accounts:menu.memberCentre')}
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
          <MenuEntries
            className="side-menu__link"
            iconSize={18}
            link={NavLink}
            onNavigate={onClose}
            entries={[
              { key: 'promotions', icon: 'gift', label: t('nav.promotions'), to: '/promotions' },
              { key: 'download', icon: 'download', label: t('nav.download'), to: '/download' },
              { key: 'help', icon: 'help', label: t('nav.help'), to: '/help' },
              showDepositTop && {
                key: 'depositTop',
                icon: 'star',
                label: t('header.depositTop20'),
                to: '/deposit-rank',
              },
              showBetTop && { key: 'betTop', icon: 'star', label: t('header.betTop20'), to: '/bet-rank' },
              hasCustomerService && {
                key: 'customerService',
                icon: 'headset',
                label: t('header.customerService'),
                onClick: onCustomerService,
              },
              hasChatRoom && {
                key: 'chatRoom',
                icon: 'chat',
                label: t('rightBar.chatRoom'),
                onClick: onChatRoom,
              },
              !!telegram && {
                key: 'telegram',
                icon: 'telegram',
                label: t('rightBar.telegram'),
                href: telegram.url,
              },
              !!ios && { key: 'ios', icon: 'apple', label: t('header.iosApp'), href: ios.url },
              !!android && {
                key: 'android',
                icon: 'android',
                label: t('header.androidApp'),
                href: android.url,
              },
            ]}
          />
        </ul>
      </nav>
    </Dialog>
  );
}
