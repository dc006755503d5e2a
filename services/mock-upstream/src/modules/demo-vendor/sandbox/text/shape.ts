/**
 * The shape of the sandbox page's words: every language file in this folder fills it (a missing key
 * is a compile error), and the module that gathers them reads it.
 */
import type { GameCategory } from '@portal/contracts';

export interface SandboxText {
  /** What kind of games a vendor of each category makes ({vendor} is its name). */
  about: Record<GameCategory, string>;
  /** {vendor}, {game} */
  unplayable: string;
  tryInstead: string;
  /** {game} */
  playSlot: string;
  slotKind: string;
  /** {game} */
  playLottery: string;
  lotteryKind: string;
  expired: string;
  expiredTitle: string;
}
