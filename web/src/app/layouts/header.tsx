import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuEntries } from './menu-entries';
import { Icon } from '@/components/ui/icon';
import { LanguageSelect } from '@/features/preferences/components/language-select';
import { ThemeSwitch } from '@/features/preferences/components/theme-switch';
import { useImageUrl } from '@/lib/image-cdn';
import type { Brand, Resource } from '@/lib/bootstrap';

type Props = {
  brand: Brand;
  resources: Resource[];
  hasCustomerService: boolean;
  showDepositTop: boolean;
  showBetTop: boolean;
  isLoggedIn: boolean;
  /** The logged-in area (deposit, balance, avatar, menu), composed by the layout. */
  account: ReactNode;
  onLogin: () => void;
  onRegister: () => void;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  onCustomerService: () => void;
};

export function Header({
  brand,
  resources,
  hasCustomerService,
  showDepositTop,
  showBetTop,
  isLoggedIn,
  account,
  onLogin,
  onRegister,
  menuOpen,
  onOpenMenu,
  menuButtonRef,
  onCustomerService,
}: Props) {
  const { t } = useTranslation('layout');
  const imageUrl = useImageUrl();
  const ios = resources.find((r) => r.resourceType === 'IOS_APP');
  const android = resources.find((r) => r.resourceType === 'ANDROID_APP');
  const licences = resources.filter((r) => r.resourceType === 'LICENSE');
  const logo = resources.find((r) => r.resourceType === 'LOGO');

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <nav className="topbar__menu" aria-label={t('header.topMenu')}>
            <ul>
              <MenuEntries
                className="topbar__link"
                iconSize={16}
                link={Link}
                entries={[
                  hasCustomerService && {
                    key: 'customerService',
                    icon: 'headset',
                    label: t('header.customerService'),
                    onClick: onCustomerService,
                  },
                  !!ios && { key: 'ios', icon: 'apple', label: t('header.iosApp'), href: ios.url },
                  !!android && {
                    key: 'android',
                    icon: 'android',
                    label: t('header.androidApp'),
                    href: android.url,
                  },
                  showDepositTop && {
                    key: 'depositTop',
                    icon: 'star',
                    label: t('header.depositTop20'),
                    to: '/deposit-rank',
                    className: 'topbar__link topbar__link--rank',
                  },
                  showBetTop && {
                    key: 'betTop',
                    icon: 'star',
                    label: t('header.betTop20'),
                    to: '/bet-rank',
                    className: 'topbar__link topbar__link--rank',
                  },
                ]}
              />
            </ul>
          </nav>
          {licences.length > 0 ? (
            <ul className="topbar__licences" aria-label={t('header.licences')}>
              {licences.map((licence) => (
                <li key={licence.url}>
                  <img src={imageUrl(licence.url)} alt={licence.labelNameEn} height={22} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="masthead">
        <div className="container masthead__inner">
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-btn masthead__menu-btn"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={onOpenMenu}
          >
            <Icon name="menu" size={24} />
          </button>
          <Link to="/index" className="brand" aria-label={t('header.homeLink', { brand: brand.name })}>
            {logo ? (
              <img className="brand__logo" src={imageUrl(logo.url)} alt="" />
            ) : (
              <span className="brand__mark" aria-hidden="true">
                <Icon name="star" size={20} />
              </span>
            )}
            <span className="brand__name">{brand.name}</span>
          </Link>
          <div className="masthead__tools">
            <LanguageSelect />
            <ThemeSwitch />
          </div>
          <div className="masthead__auth">
            {isLoggedIn ? (
              account
            ) : (
              <>
                <button type="button" className="btn btn--outline" onClick={onLogin}>
                  {t('header.login')}
                </button>
                <button type="button" className="btn btn--primary" onClick={onRegister}>
                  {t('header.register')}
                </button>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
