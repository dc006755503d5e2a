import type { GameCategory } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SHELL_NAMESPACES } from '@/lib/i18n';
import { lazyPage } from './chunk-loading';
import { useDocumentTitle } from './document-title';
import { RootLayout } from './layouts/root-layout';
import { LoginGuard } from './login-guard';
import { HomeSkeleton } from './routes/home-skeleton';
import { StatusGate } from './status-gate';

// One chunk per page group (spec section 2's lazy page groups). The home and game list pages word
// nothing beyond the shell's strings, so they do not wait for the rest of the language.
const shellOnly = { namespaces: SHELL_NAMESPACES };
// The home page (and the account routes, which show it under their dialog) wait in the home's own
// shape, not a generic page skeleton: nothing moves when the page arrives. The account routes lead
// home once the person is in: the home's chunk loads with theirs, so it is drawn at once there.
const HomePage = lazyPage(() => import('./routes/home'), { ...shellOnly, fallback: HomeSkeleton });
const withHome =
  <T,>(load: () => Promise<T>) =>
  () => {
    void HomePage.preload();
    return load();
  };
const RegisterPage = lazyPage(
  withHome(() => import('./routes/register')),
  { fallback: HomeSkeleton },
);
const LoginPage = lazyPage(
  withHome(() => import('./routes/login')),
  { fallback: HomeSkeleton },
);
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
const PointMallPage = lazyPage(() => import('./routes/point-mall'));
const FairnessPage = lazyPage(() => import('./routes/fairness'));
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

/**
 * Names the document after its route's page (a translation key with namespace); the highest layer
 * mounted wins (document-title.ts), so an open member centre or a status screen still names it.
 */
function RouteTitle({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** The spec's route table (section 2). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [{ index: true, element: <Navigate to="/index" replace /> }, ...pages().map(titled)],
    },
  ];
}

/** A page of the route table: its path, its element and its document title. */
type Page = { path: string; element: ReactNode; title: string };

function titled({ path, element, title }: Page): RouteObject {
  return { path, element: <RouteTitle title={title}>{element}</RouteTitle> };
}

function pages(): Page[] {
  return [
    { path: 'index', element: <HomePage />, title: 'layout:titles.home' },
    { path: 'register', element: <RegisterPage />, title: 'layout:titles.register' },
    { path: 'register.html', element: <RegisterPage />, title: 'layout:titles.register' },
    { path: 'login', element: <LoginPage />, title: 'layout:titles.login' },
    {
      path: 'resetPassword',
      element: <ResetPasswordPage />,
      title: 'layout:titles.resetPassword',
    },
    { path: 'noticePage', element: <NoticesPage />, title: 'layout:titles.notices' },
    {
      path: 'pointMall',
      element: <PointMallPage />,
      title: 'layout:titles.pointMall',
    },
    {
      path: 'deposit-rank',
      element: <RankPage key="deposit" kind="deposit" />,
      title: 'layout:titles.depositRank',
    },
    {
      path: 'bet-rank',
      element: <RankPage key="bet" kind="bet" />,
      title: 'layout:titles.betRank',
    },
    ...CATEGORY_PAGES.map(([path, category]) => ({
      path,
      element: <CategoryPage key={path} category={category} />,
      title: `common:categories.${category}`,
    })),
    {
      path: 'hot',
      element: <CategoryPage key="hot" category="RNG" hot />,
      title: 'common:categories.HOT',
    },
    { path: 'lottery', element: <LotteryPage />, title: 'layout:titles.lottery' },
    {
      path: 'promotions',
      element: <PromotionsPage />,
      title: 'layout:nav.promotions',
    },
    {
      path: 'promoDetail',
      element: <PromoDetailPage />,
      title: 'layout:nav.promotions',
    },
    { path: 'seamless', element: <GamePage kind="seamless" />, title: 'layout:titles.game' },
    { path: 'help', element: <HelpPage />, title: 'layout:nav.help' },
    { path: 'helpmc', element: <HelpPage />, title: 'layout:nav.help' },
    { path: 'down', element: <DownloadPage />, title: 'layout:nav.download' },
    { path: 'download', element: <DownloadPage />, title: 'layout:nav.download' },
    { path: 'feedback', element: <FeedbackPage />, title: 'layout:titles.feedback' },
    { path: 'join', element: <JoinPage />, title: 'layout:titles.join' },
    { path: 'game', element: <GamePage kind="game" />, title: 'layout:titles.game' },
    { path: 'fairness', element: <FairnessPage />, title: 'fairness:verifyTitle' },
    { path: '*', element: <NotFoundPage />, title: 'common:notFound.title' },
  ];
}
