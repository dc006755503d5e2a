/**
 * The fishing game's words in every language the portal offers, one file per language in text/ (each
 * a `FishingText`: a missing key is a compile error); the page script gets them whole.
 */
import type { PageTexts } from '../../../lib/page-text.js';
import type { FishingText } from './text/shape.js';
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

export type { FishingText };

export const FISHING_TEXT: PageTexts<FishingText> = {
  EN: en,
  CN: cn,
  TW: tw,
  VI: vi,
  JA: ja,
  KO: ko,
  TH: th,
  TY: ty,
  MS: ms,
  ID: id,
  ES: es,
  PT: pt,
  'PT-BR': ptBr,
  FR: fr,
  DE: de,
  IT: it,
  RU: ru,
  UK: uk,
  AR: ar,
  HE: he,
  FA: fa,
  UR: ur,
  HI: hi,
  BN: bn,
  MY: my,
  KM: km,
  TR: tr,
  PL: pl,
  NL: nl,
  SV: sv,
  DA: da,
  NO: no,
  FI: fi,
  CS: cs,
  HU: hu,
  RO: ro,
  EL: el,
};
