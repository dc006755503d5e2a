/**
 * The e-sports book's own words in every language the portal offers, one file per language in text/
 * (each an `EsportsText`: a missing key is a compile error), and the page's words: the sportsbook's
 * with these in their place.
 */
import type { LanguageCode } from '@portal/contracts';
import { pageTexts, textIn } from '../../../lib/page-text.js';
import { SPORTSBOOK_TEXT, type SportsbookText } from '../sportsbook/sportsbook.text.js';
import type { EsportsText } from './text/shape.js';
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

export type { EsportsText };

export const ESPORTS_TEXT = pageTexts<EsportsText>({
  ar,
  bn,
  cn,
  cs,
  da,
  de,
  el,
  en,
  es,
  fa,
  fi,
  fr,
  he,
  hi,
  hu,
  id,
  it,
  ja,
  km,
  ko,
  ms,
  my,
  nl,
  no,
  pl,
  pt,
  ptBr,
  ro,
  ru,
  sv,
  th,
  tr,
  tw,
  ty,
  uk,
  ur,
  vi,
});

/** The e-sports page's words: the sportsbook's page words, the e-sports book's in their place. */
export type EsportsPageText = SportsbookText & EsportsText & { markets: EsportsText['markets'] };

export function esportsPageText(code: LanguageCode): EsportsPageText {
  const book = textIn(SPORTSBOOK_TEXT, code);
  const own = textIn(ESPORTS_TEXT, code);
  return { ...book, ...own, markets: { ...book.markets, ...own.markets } };
}
