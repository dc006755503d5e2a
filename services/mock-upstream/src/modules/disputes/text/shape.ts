/**
 * The shape of a dispute message's words: every language file in this folder fills it (a missing
 * key is a compile error), and the module that gathers them reads it.
 */
import type { DisputeReason } from '@portal/contracts';

export interface DisputeMessageTexts {
  /** `{round}` is the round id, `{vendor}` the vendor's code. */
  openedTitle: string;
  openedBody: string;
  upheldTitle: string;
  rejectedTitle: string;
  /** Introduces the operator's answer. */
  answerIntro: string;
  reasonLabel: string;
  noteLabel: string;
  reasons: Record<DisputeReason, string>;
}
