import type { SandboxText } from './shape.js';

export const ty: SandboxText = {
  about: {
    RNG: 'Gumagawa ang {vendor} ng online slots: reels, bonus rounds at jackpots.',
    LIVE: 'May live casino tables ang {vendor}: baccarat, roulette at iba pa, na may totoong dealer sa video stream.',
    FISH: 'Gumagawa ang {vendor} ng fishing games: arcade na barilan kung saan bawat huli ay bayad na multiple ng tira.',
    PVP: 'Gumagawa ang {vendor} ng card at board games na nilalaro laban sa ibang player.',
    SPORTS: 'Sportsbook ang {vendor}: pre-match at live betting sa football at iba pang sports.',
    ESPORTS: 'E-sports book ang {vendor}: pagtaya sa mga pro na laban sa video games.',
    LOTT: 'May lottery games ang {vendor} na may nakatakdang draw.',
    ELOTT: 'May mabilis na e-lottery ang {vendor} na may draw kada ilang minuto.',
  },
  unplayable:
    'Walang koneksyon sa {vendor} ang demo build na ito ng portal, kaya hindi malalaro dito ang {game}. Walang perang gumalaw.',
  tryInstead: 'Subukan na lang ang mga larong kasama sa demo na ito:',
  playSlot: 'Laruin ang {game}',
  slotKind: 'slot',
  playLottery: 'Laruin ang {game}',
  lotteryKind: 'lotto ng Vietnam, may draw kada minuto',
  expiredTitle: 'Expired na ang game link',
  expired: 'Invalid o expired na ang game link na ito. Isara ito at i-launch ulit ang laro.',
};
