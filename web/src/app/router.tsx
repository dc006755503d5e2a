import type { GameCategory } from '@portal/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { SHELL_NAMESPACES } from '@/lib/i18n';
import { lazyPage } from './chunk-loading';
import type { TitleHandle } from './document-title';
import { RootLayout } from './layouts/root-layout';
import { LoginGuard } from './login-guard';
import { StatusGate } from './status-gate';

// One chunk per page group (spec section 2's lazy page groups). The home and game list pages word
// nothing beyond the shell's strings, so they do not wait for the rest of the language.
const shellOnly = { namespaces: SHELL_NAMESPACES };
const HomePage = lazyPage(() => import('./routes/home'), shellOnly);
const RegisterPage = lazyPage(() => import('./routes/register'));
const LoginPage = lazyPage(() => import('./routes/login'));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'));
const CategoryPage = lazyPage(() => import('./routes/category'), shellOnly);
const NoticesPage = lazyPage(() => import('./routes/notices'));
const HelpPage = lazyPage(() => import('./routes/help'));
const RankPage = lazyPage(() => import('./routes/rank'));
const JoinPage = lazyPage(() => import('./routes/join'));
const DownloadPage = lazyPage(() => import('./routes/download'));
const FeedbackPage = lazyPage(() => import('./routes/feedback'));
const GamePage = lazyPage(() => import('./routes/game'));
const LotteryPage = lazyPage(() => import('./routes/lottery'));
const PromotionsPage = lazyPage(() => import('./routes/promotions'));
const PromoDetailPage = lazyPage(() => import('./routes/promo-detail'));
const ComingSoonPage = lazyPage(() => import('./routes/coming-soon'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

const CATEGORY_PAGES: [string, GameCategory][] = [
  ['fish', 'FISH'],
  ['pvp', 'PVP'],
  ['live', 'LIVE'],
  ['sports', 'SPORTS'],
  ['esports', 'ESPORTS'],
  ['elott', 'ELOTT'],
  ['lott', 'LOTT'],
  ['rng', 'RNG'],
];

function Shell() {
  return (
    <StatusGate>
      <LoginGuard>
        <RootLayout />
      </LoginGuard>
    </StatusGate>
  );
}

/** A route's document title (translation key with namespace), read by the layout. */
function title(key: string): TitleHandle {
  return { title: key };
}

/** The spec's route table (section 2). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: 'index', element: <HomePage />, handle: title('layout:titles.home') },
        { path: 'register', element: <RegisterPage />, handle: title('layout:titles.register') },
        { path: 'register.html', element: <RegisterPage />, handle: title('layout:titles.register') },
        { path: 'login', element: <LoginPage />, handle: title('layout:titles.login') },
        {
          path: 'resetPassword',
          element: <ResetPasswordPage />,
          handle: title('layout:titles.resetPassword'),
        },
        { path: 'noticePage', element: <NoticesPage />, handle: title('layout:titles.notices') },
        {
          path: 'pointMall',
          element: <ComingSoonPage page="pointMall" icon="gift" />,
          handle: title('layout:titles.pointMall'),
        },
        {
          path: 'deposit-rank',
          element: <RankPage key="deposit" kind="deposit" />,
          handle: title('layout:titles.depositRank'),
        },
        {
          path: 'bet-rank',
          element: <RankPage key="bet" kind="bet" />,
          handle: title('layout:titles.betRank'),
        },
        ...CATEGORY_PAGES.map(([path, category]) => ({
          path,
          element: <CategoryPage key={path} category={category} />,
          handle: title(`common:categories.${category}`),
        })),
        {
          path: 'hot',
          element: <CategoryPage key="hot" category="RNG" hot />,
          handle: title('common:categories.HOT'),
        },
        { path: 'lottery', element: <LotteryPage />, handle: title('layout:titles.lottery') },
        {
          path: 'promotions',
          element: <PromotionsPage />,
          handle: title('layout:nav.promotions'),
        },
        {
          path: 'promoDetail',
          element: <PromoDetailPage />,
          handle: title('layout:nav.promotions'),
        },
        { path: 'seamless', element: <GamePage kind="seamless" />, handle: title('layout:titles.game') },
        { path: 'help', element: <HelpPage />, handle: title('layout:nav.help') },
        { path: 'helpmc', element: <HelpPage />, handle: title('layout:nav.help') },
        { path: 'down', element: <DownloadPage />, handle: title('layout:nav.download') },
        { path: 'download', element: <DownloadPage />, handle: title('layout:nav.download') },
        { path: 'feedback', element: <FeedbackPage />, handle: title('layout:titles.feedback') },
        { path: 'join', element: <JoinPage />, handle: title('layout:titles.join') },
        { path: 'game', element: <GamePage kind="game" />, handle: title('layout:titles.game') },
        { path: '*', element: <NotFoundPage />, handle: title('common:notFound.title') },
      ],
    },
  ];
}
