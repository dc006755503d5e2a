import type { SandboxText } from './shape.js';

export const en: SandboxText = {
  about: {
    RNG: '{vendor} makes online slots: reels, bonus rounds and jackpots.',
    LIVE: '{vendor} runs live casino tables: baccarat, roulette and more, dealt by real dealers on a video stream.',
    FISH: '{vendor} makes fishing games: arcade shooting games where each catch pays a multiple of the shot.',
    PVP: '{vendor} makes card and board games played against other players.',
    SPORTS: '{vendor} is a sportsbook: pre-match and live betting on football and other sports.',
    ESPORTS: '{vendor} is an e-sports book: betting on professional video-game matches.',
    LOTT: '{vendor} runs lottery games with scheduled draws.',
    ELOTT: '{vendor} runs quick electronic lotteries that draw every few minutes.',
  },
  unplayable:
    'This demo build of the portal has no connection to {vendor}, so {game} cannot be played here. No money has moved.',
  tryInstead: 'Try the games built into this demo instead:',
  playSlot: 'Play {game}',
  slotKind: 'slot',
  playLottery: 'Play {game}',
  lotteryKind: 'Vietnamese lottery, a draw every minute',
  expiredTitle: 'Game link expired',
  expired: 'This game link is invalid or has expired. Close it and launch the game again.',
};
