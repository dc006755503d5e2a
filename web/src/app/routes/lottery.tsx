import { TRIAL_TYPE } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanes } from '@/features/games/api/use-lanes';
import { LotteryLobby } from '@/features/lottery/components/lottery-lobby';
import { LotteryPlayer } from '@/features/lottery/components/lottery-player';
import { orderPrizeModes, type LotteryChoice } from '@/features/lottery/lib/catalogue';
import { useMe } from '@/features/accounts/api/use-member';
import { useSessionState } from '@/lib/session-state';
import { useBootstrap } from '@/lib/bootstrap';
import { useRequireSession } from '../account/guards';

/** The vendor and game codes the gateway accepts; anything else in a link is ignored. */
const CODE = /^[A-Za-z0-9_]{1,32}$/;

function choiceHref(choice: LotteryChoice): string {
  const params = new URLSearchParams({
    gameCode: choice.gameCode,
    vendor: choice.vendor,
    playType: choice.playType,
  });
  return `/lottery?${params.toString()}`;
}

function choiceFrom(params: URLSearchParams): LotteryChoice | null {
  const gameCode = params.get('gameCode') ?? '';
  const vendor = params.get('vendor') ?? '';
  if (!CODE.test(gameCode) || !CODE.test(vendor)) return null;
  return { gameCode, vendor, playType: params.get('playType') ?? '' };
}

/**
 * /lottery: the lottery lobby, or with `?gameCode=&vendor=&playType=` that game in a frame.
 * Playing needs a real account: a visitor gets the login popup, a trial account the warning.
 */
export default function LotteryPage() {
  const [params, setParams] = useSearchParams();
  const session = useSessionState();
  const isLoggedIn = session.data?.isLoggedIn === true;
  const canPlay = isLoggedIn && session.data?.type !== TRIAL_TYPE;
  const me = useMe(isLoggedIn);
  const requireSession = useRequireSession();
  const lanes = useLanes();
  const brand = useBootstrap().data?.brand;
  const prizeModes = useMemo(() => orderPrizeModes(brand?.prizeModes ?? []), [brand?.prizeModes]);
  const [prizeMode, setPrizeMode] = useState<string>('');
  // Back in the lobby, its results and numbers are of the game just played.
  const [lastGameCode, setLastGameCode] = useState<string | null>(null);
  const vendors = useMemo(
    () =>
      (lanes.data ?? [])
        .filter((lane) => lane.gameType === 'LOTT' || lane.gameType === 'ELOTT')
        .flatMap((lane) => lane.vendors)
        .map(({ nodeId, vendor, displayName, maintenance, sandbox }) => ({
          nodeId,
          vendor,
          displayName,
          maintenance,
          sandbox,
        })),
    [lanes.data],
  );
  const choice = choiceFrom(params);
  const choiceKey = choice ? `${choice.vendor}/${choice.gameCode}` : null;

  // A link straight to a game: ask once per game (login popup or trial warning); the game then
  // starts as soon as a real session exists (logging in comes back here, not to the home page).
  const sessionKnown = !session.isPending;
  useEffect(() => {
    if (choice && sessionKnown && !canPlay) requireSession({ realAccount: true, then: choiceHref(choice) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choiceKey, sessionKnown, canPlay]);

  if (choice && canPlay) {
    return (
      <LotteryPlayer
        key={choiceKey}
        choice={choice}
        prizeModes={prizeModes}
        vendors={vendors}
        onBack={() => {
          setLastGameCode(choice.gameCode);
          setParams({});
        }}
      />
    );
  }

  return (
    <LotteryLobby
      prizeModes={prizeModes}
      prizeMode={prizeMode || (prizeModes[0] ?? '')}
      onPrizeMode={setPrizeMode}
      vendors={vendors}
      isLoggedIn={isLoggedIn}
      username={me.data?.info.account ?? null}
      onRequireLogin={() => requireSession()}
      onChoose={(next) => {
        if (!requireSession({ realAccount: true, then: choiceHref(next) })) return;
        setParams({ gameCode: next.gameCode, vendor: next.vendor, playType: next.playType });
      }}
      timeZone={brand?.timeZone ?? 'UTC'}
      selectedGameCode={choice?.gameCode ?? lastGameCode}
    />
  );
}
