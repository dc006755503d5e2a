import type { GameCategory } from '@portal/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './chunk-loading';
import { RootLayout } from './layouts/root-layout';
import { LoginGuard } from './login-guard';
import { StatusGate } from './status-gate';

// One chunk per page group (spec section 2's lazy page groups).
const HomePage = lazyPage(() => import('./routes/home'));
const RegisterPage = lazyPage(() => import('./routes/register'));
const LoginPage = lazyPage(() => import('./routes/login'));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'));
const CategoryPage = lazyPage(() => import('./routes/category'));
const NoticesPage = lazyPage(() => import('./routes/notices'));
const HelpPage = lazyPage(() => import('./routes/help'));
const RankPage = lazyPage(() => import('./routes/rank'));
const JoinPage = lazyPage(() => import('./routes/join'));
const DownloadPage = lazyPage(() => import('./routes/download'));
const FeedbackPage = lazyPage(() => import('./routes/feedback'));
const GamePage = lazyPage(() => import('./routes/game'));
const LotteryPage = lazyPage(() => import('./routes/lottery'));
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

/** The spec's route table (section 2). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: 'index', element: <HomePage /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'register.html', element: <RegisterPage /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'resetPassword', element: <ResetPasswordPage /> },
        { path: 'noticePage', element: <NoticesPage /> },
        { path: 'pointMall', element: <ComingSoonPage page="pointMall" icon="gift" /> },
        { path: 'deposit-rank', element: <RankPage key="deposit" kind="deposit" /> },
        { path: 'bet-rank', element: <RankPage key="bet" kind="bet" /> },
        ...CATEGORY_PAGES.map(([path, category]) => ({
          path,
          element: <CategoryPage key={path} category={category} />,
        })),
        { path: 'hot', element: <CategoryPage key="hot" category="RNG" hot /> },
        { path: 'lottery', element: <LotteryPage /> },
        { path: 'promotions', element: <ComingSoonPage page="promotions" icon="gift" /> },
        { path: 'promoDetail', element: <ComingSoonPage page="promoDetail" icon="gift" /> },
        { path: 'seamless', element: <GamePage kind="seamless" /> },
        { path: 'help', element: <HelpPage /> },
        { path: 'helpmc', element: <HelpPage /> },
        { path: 'down', element: <DownloadPage /> },
        { path: 'download', element: <DownloadPage /> },
        { path: 'feedback', element: <FeedbackPage /> },
        { path: 'join', element: <JoinPage /> },
        { path: 'game', element: <GamePage kind="game" /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
