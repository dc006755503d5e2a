import { bannerGroupForPath, CATEGORY_ROUTE } from '@portal/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { hasBanners, useBanners } from '@/features/content/api/use-banners';
import { useHelpCenter } from '@/features/content/api/use-help-center';
import { BannerCarousel, BannerSkeleton } from '@/features/content/components/banner-carousel';
import { useLanes } from '@/features/games/api/use-lanes';
import type { VendorLanes } from '@/features/games/api/types';
import type { HelpCategory } from '@/features/content/api/types';
import { LoggedInArea } from '@/features/accounts/components/logged-in-area';
import { useMe } from '@/features/accounts/api/use-member';
import { useMessagesEnabled, useUnreadCount, useUnreadStream } from '@/features/messages/api/use-messages';
import {
  useIsRealMember,
  usePromotionCounts,
  usePromotionsStream,
} from '@/features/promotions/api/use-promotions';
import { usePointsBalance } from '@/features/points/api/use-points';
import { useFollowRealtimeSession } from '@/lib/realtime';
import { useSessionState } from '@/lib/session-state';
import { useMemberLanguage } from '../member-language';
import { useChatRoom, useCustomerService } from '@/features/support/use-support-chat';
import { useBootstrap } from '@/lib/bootstrap';
import { formatNumber } from '@/lib/locale-format';
import { AccountDialogsProvider, useAccountDialogs } from '../account/account-dialogs';
import { useRequireSession } from '../account/guards';
import { Header } from './header';
import { NavBar } from './nav-bar';
import { RightBar } from './right-bar';
import { SideMenu } from './side-menu';

/** Pages that run a game: they get a toggle that hides the nav bar to give the game more room. */
export const GAME_PAGES = ['/game', '/seamless', '/lottery'];
/** Game list pages: a short banner, so the first row of games shows without scrolling. */
const LOBBY_PAGES = [...Object.values(CATEGORY_ROUTE), '/hot'];

/** The register routes show the home page under their dialog, so they show the home banners too. */
function bannerPath(pathname: string): string {
  return pathname === '/register' || pathname === '/register.html' ? '/index' : pathname;
}

export function RootLayout() {
  return (
    <AccountDialogsProvider>
      <Layout />
    </AccountDialogsProvider>
  );
}

// The footer sits below every page's content: its chunk loads beside the page's, not with the
// first paint's JavaScript.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const PushForMember = lazy(() =>
  import('@/features/push/components/push-member').then((m) => ({ default: m.PushForMember })),
);
const OffersWaitingCount = lazy(() =>
  import('@/features/agent/api/use-received-offers').then((m) => ({ default: m.OffersWaitingCount })),
);

/** While the lanes and the help centre load: the same empty lists each render (the nav bar and the footer are memoised on them). */
const NO_LANES: VendorLanes = [];
const NO_HELP: HelpCategory[] = [];

function Layout() {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const dialogs = useAccountDialogs();
  const requireSession = useRequireSession();
  const { pathname } = useLocation();
  const bootstrap = useBootstrap().data;
  const lanes = useLanes().data ?? NO_LANES;
  const bannersQuery = useBanners();
  const banners = bannersQuery.data;
  const help = useHelpCenter().data ?? NO_HELP;
  const session = useSessionState();
  const isLoggedIn = session.data?.isLoggedIn ?? false;
  // From the first render: the profile's language is restored before the person can pick another.
  useMemberLanguage(isLoggedIn);
  useFollowRealtimeSession(session.isSuccess ? (isLoggedIn ? 'in' : 'out') : null);
  // The unread count follows the platform live; the avatar, the right bar and the member-centre
  // badge all read the same cached count.
  // INBOX3 off: no messages entry and no call to the platform's message API.
  const hasMessages = useMessagesEnabled();
  useUnreadStream(isLoggedIn && hasMessages);
  const unreadQuery = useUnreadCount(isLoggedIn && hasMessages);
  const unreadMessages = unreadQuery.data ?? 0;
  // The avatar's unclaimed count (spec section 2): available promotions and waiting rewards plus
  // unread messages, each live over the WebSocket (trial accounts have no promotions).
  const isRealMember = useIsRealMember();
  usePromotionsStream(isRealMember);
  const promotionCounts = usePromotionCounts(isRealMember).data;
  // An agent's contract offers waiting for its answer count too, live (AFFMAN3 on, agents only).
  const me = useMe(isLoggedIn).data;
  const isAgent = me?.isAgent ?? false;
  const hasAgentCentre = isLoggedIn && isAgent && bootstrap?.modules.AFFMAN3 === true;
  const [offersWaiting, setOffersWaiting] = useState(0);
  const unclaimedCount =
    unreadQuery.data === undefined && promotionCounts === undefined && offersWaiting === 0
      ? null
      : unreadMessages +
        (promotionCounts ? promotionCounts.promotions + promotionCounts.rewards : 0) +
        offersWaiting;
  // The points balance in the account menu (PTSYS3 on, real accounts only), opening the mall.
  const hasPoints = isRealMember && bootstrap?.modules.PTSYS3 !== false;
  const points = usePointsBalance(hasPoints).data;
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [navHidden, setNavHidden] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const customerService = useCustomerService();
  const chatRoom = useChatRoom({
    requireRealAccount: () => requireSession({ realAccount: true }),
    onLoginRequired: dialogs.openLogin,
    onTrialAccount: dialogs.openTrialWarning,
  });

  const isGamePage = GAME_PAGES.includes(pathname);
  const group = bannerGroupForPath(bannerPath(pathname));
  const groupBanners = group ? (banners?.[group] ?? []) : [];
  const showDepositTop = hasBanners(banners, 'w_deposit20');
  const showBetTop = hasBanners(banners, 'w_bet20');
  // StatusGate renders the layout only once the bootstrap has loaded.
  if (!bootstrap) return null;
  const { resources, hasCustomerService, brand } = bootstrap;

  return (
    <div className="app">
      {/* What only a logged-in member needs loads when there is one, not with the first paint. */}
      {isLoggedIn ? (
        <Suspense fallback={null}>
          {hasAgentCentre ? <OffersWaitingCount onCount={setOffersWaiting} /> : null}
          {/* No offer over a game: a card at the bottom would cover the game's controls. */}
          {isRealMember ? (
            <PushForMember
              memberId={me?.info.id}
              rewardsWaiting={promotionCounts?.rewards ?? 0}
              offer={pathname !== '/game' && pathname !== '/seamless'}
            />
          ) : null}
        </Suspense>
      ) : null}
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <Header
        brand={brand}
        resources={resources}
        hasCustomerService={hasCustomerService}
        showDepositTop={showDepositTop}
        showBetTop={showBetTop}
        isLoggedIn={isLoggedIn}
        onLogin={dialogs.openLogin}
        onRegister={dialogs.openRegister}
        account={
          isLoggedIn ? (
            <LoggedInArea
              onDeposit={() => requireSession({ realAccount: true }) && dialogs.openCentre('deposit')}
              onMenuItem={(item) =>
                requireSession(item === 'agentCentre' ? { agent: true } : { realAccount: true }) &&
                dialogs.openCentre(item)
              }
              onSignOut={dialogs.openLogout}
              unclaimedCount={unclaimedCount}
              hasAgentCentre={bootstrap.modules.AFFMAN3 === true}
              offersWaiting={offersWaiting}
              extraItems={
                hasPoints
                  ? [
                      {
                        key: 'points',
                        label: t('pointsMenu', {
                          points: points ? formatNumber(points.balance, i18n.language) : '—',
                        }),
                        onSelect: () => void navigate('/pointMall'),
                      },
                    ]
                  : []
              }
            />
          ) : null
        }
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        menuButtonRef={menuButtonRef}
        onCustomerService={customerService.open}
      />
      <NavBar lanes={lanes} hidden={isGamePage && navHidden} />
      {isGamePage ? (
        <div className="container nav-toggle">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-pressed={navHidden}
            onClick={() => setNavHidden((v) => !v)}
          >
            <Icon name={navHidden ? 'chevronDown' : 'close'} size={16} />
            {t(navHidden ? 'nav.showNav' : 'nav.hideNav')}
          </button>
        </div>
      ) : null}
      {groupBanners.length > 0 ? (
        <BannerCarousel key={group} banners={groupBanners} compact={LOBBY_PAGES.includes(pathname)} />
      ) : group && bannersQuery.isPending ? (
        <BannerSkeleton compact={LOBBY_PAGES.includes(pathname)} />
      ) : null}
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={<div className="footer-placeholder" aria-hidden="true" />}>
        <Footer brand={brand} lanes={lanes} help={help} resources={resources} />
      </Suspense>
      <RightBar
        hasCustomerService={hasCustomerService}
        hasChatRoom={bootstrap.modules.CBS3 === true}
        isLoggedIn={isLoggedIn}
        hasMessages={hasMessages}
        resources={resources}
        unreadMessages={unreadMessages}
        onMessages={() => requireSession({ realAccount: true }) && dialogs.openCentre('messageV2')}
        onCustomerService={customerService.open}
        onChatRoom={chatRoom.open}
      />
      {menuOpen ? (
        <SideMenu
          lanes={lanes}
          resources={resources}
          hasCustomerService={hasCustomerService}
          hasChatRoom={bootstrap.modules.CBS3 === true}
          showDepositTop={showDepositTop}
          showBetTop={showBetTop}
          onClose={() => setMenuOpen(false)}
          onCustomerService={customerService.open}
          onChatRoom={chatRoom.open}
          onMemberCentre={() => {
            setMenuOpen(false);
            if (requireSession({ realAccount: true })) dialogs.openCentre('memberCentre');
          }}
        />
      ) : null}
      {customerService.notice}
      {chatRoom.notice}
    </div>
  );
}
