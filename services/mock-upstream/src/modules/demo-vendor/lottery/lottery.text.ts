/**
 * The lottery page's words in every language the portal offers, one file per language in text/
 * (each a `LotteryText`: a missing key is a compile error). The shell (lottery.page.ts) writes its
 * own few and hands the page script the rest whole; the games' names are the catalogue's (the seed's translations), the
 * state's `gameName`.
 * Vietnamese bet names (Lô, Đề, Xiên, 3 càng) stay as players of this lottery know them, explained
 * in the language where it helps.
 */
import type { PageTexts } from '../../../lib/page-text.js';
import type { BetType } from './lottery.rules.js';
import { ar } from './text/ar.js';
import { bn } from './text/bn.js';
import { cn } from './text/cn.js';
import { cs } from './text/cs.js';
import { da } from './text/da.js';
import { de } from './text/de.js';
import { el } from './text/el.js';
import { en } from './text/en.js';
import { es } from './text/es.js';
import { fa } from './text/fa.js';
import { fi } from './text/fi.js';
import { fr } from './text/fr.js';
import { he } from './text/he.js';
import { hi } from './text/hi.js';
import { hu } from './text/hu.js';
import { id } from './text/id.js';
import { it } from './text/it.js';
import { ja } from './text/ja.js';
import { km } from './text/km.js';
import { ko } from './text/ko.js';
import { ms } from './text/ms.js';
import { my } from './text/my.js';
import { nl } from './text/nl.js';
import { no } from './text/no.js';
import { pl } from './text/pl.js';
import { pt } from './text/pt.js';
import { ptBr } from './text/pt-br.js';
import { ro } from './text/ro.js';
import { ru } from './text/ru.js';
import { sv } from './text/sv.js';
import { th } from './text/th.js';
import { tr } from './text/tr.js';
import { tw } from './text/tw.js';
import { ty } from './text/ty.js';
import { uk } from './text/uk.js';
import { ur } from './text/ur.js';
import { vi } from './text/vi.js';

type BetStatus = 'pending' | 'open' | 'won' | 'lost' | 'void';

export interface LotteryText {
  /** the page's title */
  title: string;
  loading: string;
  noscript: string;
  /** the page shown for a ticket that does not open (in the browser's language) */
  errorPage: { ticket: string; ticketHint: string; badRequest: string; badRequestHint: string };
  balance: string;
  freeBalance: string;
  toLobby: string;
  toBetting: string;
  games: string;
  draw: string;
  closesIn: string;
  drawAt: string;
  drawing: string;
  noDraw: string;
  tz: string;
  betType: string;
  types: Record<BetType, string>;
  /** {x}: the odds, "95" in "pays 95×" */
  odds: string;
  oddsPerHit: string;
  desc: Record<BetType, string>;
  /** {x}: the percentage, its sign included */
  rtp: string;
  pickMany: string;
  pickTwo: string;
  pickThree: string;
  grid: string;
  hundreds: string;
  selected: string;
  none: string;
  clear: string;
  amount: string;
  total: string;
  win: string;
  winPerHit: string;
  confirm: string;
  placing: string;
  /** {n} bets, {numero} the draw */
  placed: string;
  results: string;
  noResults: string;
  /** special, then the 1st to the 7th prize */
  prizeNames: [string, string, string, string, string, string, string, string];
  head: string;
  tails: string;
  audit: string;
  auditText: string;
  seed: string;
  commitment: string;
  myBets: string;
  noBets: string;
  /** won: {x} the amount won */
  status: Record<BetStatus, string>;
  notOpen: string;
  freePlay: string;
  expired: string;
  offline: string;
  errors: {
    INSUFFICIENT_BALANCE: string;
    ROUND_CLOSED: string;
    AMOUNT_OUT_OF_RANGE: string;
    TRIAL_ACCOUNT: string;
    default: string;
  };
  amountInvalid: string;
  pickFirst: string;
  needTwo: string;
  groups: Record<'MIEN_BAC' | 'MIEN_NAM' | 'MIEN_TRUNG' | 'VIP' | 'SIEU_TOC' | 'OTHER', string>;
  lastSpecial: string;
  play: string;
  numbersFor: string;
}

export const LOTTERY_TEXT: PageTexts<LotteryText> = {
  EN: en,
  CN: cn,
  VI: vi,
  JA: ja,
  TH: th,
  TY: ty,
  MS: ms,
  TW: tw,
  KO: ko,
  ES: es,
  PT: pt,
  'PT-BR': ptBr,
  AR: ar,
  RU: ru,
  FR: fr,
  HI: hi,
  ID: id,
  DE: de,
  IT: it,
  TR: tr,
  PL: pl,
  NL: nl,
  SV: sv,
  DA: da,
  FI: fi,
  NO: no,
  CS: cs,
  HU: hu,
  RO: ro,
  EL: el,
  HE: he,
  UK: uk,
  BN: bn,
  UR: ur,
  FA: fa,
  MY: my,
  KM: km,
};
