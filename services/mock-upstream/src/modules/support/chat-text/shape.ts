/**
 * The shape of the demo chat's words: every language file in this folder fills it (a missing key is
 * a compile error), and the module that gathers them reads it.
 */
export type Topic = 'deposit' | 'withdraw' | 'password' | 'bonus';

export interface ChatText {
  liveTitle: string;
  vipTitle: string;
  roomTitle: string;
  intro: string;
  vipIntro: string;
  roomIntro: string;
  placeholder: string;
  send: string;
  you: string;
  agent: string;
  vipAgent: string;
  host: string;
  empty: string;
  failed: string;
  expired: string;
  tooLong: string;
  /** What the VIP manager's answers start with (a space or not, as the language writes it). */
  vipPrefix: string;
  /** The host's welcome at the top of the room. */
  roomGreeting: string;
  replies: Record<Topic | 'other', string>;
  /** Words (comma-separated) that make a message about the topic, matched anywhere in it. */
  keywords: Record<Topic, string>;
}
