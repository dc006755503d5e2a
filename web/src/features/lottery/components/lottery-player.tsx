import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useFrameContentHeight, useStageTop } from '@/lib/frame-layout';
import { lotteryErrorKey } from '../api/errors';
import { useLotteryLaunch } from '../api/use-lottery-launch';
import { useLotteryMenus } from '../api/use-lottery-menus';
import { useVnMenu } from '../api/use-vn-menu';
import { menuGroups, type LotteryChoice, type LotteryVendor } from '../lib/catalogue';
import { vnGamesOf } from '../lib/draws';
import { DrawCountdown } from './draw-countdown';

/** Where the vendor's back button returns to (a path on the portal's own origin). */
export const LOTTERY_BACK_URL = '/lottery';

/** Phones get the vendor's H5 pages, everything else its desktop pages. */
function launchDevice(): 'WEB' | 'H5' {
  return window.matchMedia?.('(max-width: 760px)').matches ? 'H5' : 'WEB';
}

/** Only an http(s) address may be framed (the gateway answers a path on this origin). */
function frameable(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

type Props = {
  choice: LotteryChoice;
  prizeModes: string[];
  vendors: (LotteryVendor & { nodeId: number })[];
  onBack: () => void;
};

/**
 * A lottery game launched into a frame at least as tall as the viewport below the header, growing
 * to the game's content when the game reports its height (the page then scrolls, not the frame),
 * with a way back to the lobby and a full-screen button. Failures (maintenance, trial account, network) show with a retry.
 */
export function LotteryPlayer({ choice, prizeModes, vendors, onBack }: Props) {
  const { t } = useTranslation(['lottery', 'common']);
  const menus = useLotteryMenus(prizeModes);
  const menusSettled = menus.every((query) => !query.isPending);
  const vendorsByNode = useMemo(() => new Map(vendors.map((v) => [v.nodeId, v])), [vendors]);
  // The game's name and prize mode, when a menu lists it (a link may name a game no menu has).
  const tile = menus
    .flatMap((query) => (query.data ? menuGroups(query.data, vendorsByNode) : []))
    .flatMap((group) => group.games)
    .find((game) => game.gameCode === choice.gameCode && game.vendor === choice.vendor);
  const gameName = tile?.gameName ?? choice.gameCode;
  const prizeMode = tile?.prizeMode ?? null;
  // A VN game: the draw open for betting now, counted down beside the name.
  const vnMenu = useVnMenu();
  const openDraw = vnGamesOf(vnMenu.data).find(
    (game) => game.gameCode === choice.gameCode && vendorsByNode.get(game.nodeId)?.vendor === choice.vendor,
  );

  const { mutate, data, error, isError, reset } = useLotteryLaunch();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useStageTop(stageRef);

  const start = useCallback(() => {
    mutate({
      kind: 'lottery',
      vassalage: choice.vendor,
      gameCode: choice.gameCode,
      ...(prizeMode ? { prizeMode } : {}),
      view: 'betting',
      device: launchDevice(),
      backUrl: LOTTERY_BACK_URL,
    });
  }, [mutate, choice.vendor, choice.gameCode, prizeMode]);

  // One launch per game: once the menus have answered (so the prize mode is known when listed).
  const launchedFor = useRef<string | null>(null);
  const gameKey = `${choice.vendor}/${choice.gameCode}`;
  useEffect(() => {
    if (!menusSettled || launchedFor.current === gameKey) return;
    launchedFor.current = gameKey;
    reset();
    start();
  }, [menusSettled, gameKey, start, reset]);

  const url = data ? frameable(data.url) : null;
  const badUrl = data !== undefined && url === null;
  // The game's own height once it reports it: the frame grows to it and the page scrolls.
  const contentHeight = useFrameContentHeight(frameRef, url);

  const openFullScreen = () => {
    const stage = stageRef.current;
    if (!url) return;
    if (stage?.requestFullscreen) {
      // Some browsers refuse (iOS Safari frames): the game then takes the whole tab instead.
      stage.requestFullscreen().catch(() => window.location.assign(url));
    } else {
      window.location.assign(url);
    }
  };

  return (
    <div className="lottery-player">
      <div className="lottery-player__bar">
        <button type="button" className="btn btn--outline btn--small" onClick={onBack}>
          <Icon name="chevronLeft" size={16} />
          {t('player.back')}
        </button>
        <div className="lottery-player__heading">
          <h1 className="lottery-player__title">{gameName}</h1>
          {openDraw?.numero ? (
            <p className="lottery-player__draw">
              <span>{t('panels.numero', { numero: openDraw.numero })}</span>
              <DrawCountdown draw={openDraw} />
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={!url}
          onClick={openFullScreen}
        >
          {t('player.fullScreen')}
        </button>
      </div>
      <div
        className="lottery-player__stage"
        ref={stageRef}
        style={
          contentHeight ? ({ '--frame-content-height': `${contentHeight}px` } as CSSProperties) : undefined
        }
      >
        {isError || badUrl ? (
          <div className="lottery-player__message lottery-error" role="alert">
            <p>{isError ? t(lotteryErrorKey(error)) : t('common:errors.unknown')}</p>
            <div className="lottery-player__actions">
              <button type="button" className="btn btn--primary btn--small" onClick={start}>
                {t('common:retry')}
              </button>
              <button type="button" className="btn btn--outline btn--small" onClick={onBack}>
                {t('player.back')}
              </button>
            </div>
          </div>
        ) : (
          <>
            {url === null || loadedUrl !== url ? (
              <p className="lottery-player__message lottery-player__loading" role="status">
                <span className="spinner" aria-hidden="true" />
                {t('player.loading', { game: gameName })}
              </p>
            ) : null}
            {url ? (
              <iframe
                ref={frameRef}
                key={url}
                className="lottery-player__frame"
                src={url}
                title={t('player.frameTitle', { game: gameName })}
                allow="fullscreen"
                allowFullScreen
                onLoad={() => setLoadedUrl(url)}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
