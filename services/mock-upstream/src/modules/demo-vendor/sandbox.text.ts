/**
 * The sandbox product page's words (sandbox.routes.ts) in every language the portal offers, one file
 * per language in sandbox/text/ (each a `SandboxText`: a missing key is a compile error).
 */
import { pageTexts } from '../../lib/page-text.js';
import { ar } from './sandbox/text/ar.js';
import { bn } from './sandbox/text/bn.js';
import { cn } from './sandbox/text/cn.js';
import { cs } from './sandbox/text/cs.js';
import { da } from './sandbox/text/da.js';
import { de } from './sandbox/text/de.js';
import { el } from './sandbox/text/el.js';
import { en } from './sandbox/text/en.js';
import { es } from './sandbox/text/es.js';
import { fa } from './sandbox/text/fa.js';
import { fi } from './sandbox/text/fi.js';
import { fr } from './sandbox/text/fr.js';
import { he } from './sandbox/text/he.js';
import { hi } from './sandbox/text/hi.js';
import { hu } from './sandbox/text/hu.js';
import { id } from './sandbox/text/id.js';
import { it } from './sandbox/text/it.js';
import { ja } from './sandbox/text/ja.js';
import { km } from './sandbox/text/km.js';
import { ko } from './sandbox/text/ko.js';
import { ms } from './sandbox/text/ms.js';
import { my } from './sandbox/text/my.js';
import { nl } from './sandbox/text/nl.js';
import { no } from './sandbox/text/no.js';
import { pl } from './sandbox/text/pl.js';
import { pt } from './sandbox/text/pt.js';
import { ptBr } from './sandbox/text/pt-br.js';
import { ro } from './sandbox/text/ro.js';
import { ru } from './sandbox/text/ru.js';
import { sv } from './sandbox/text/sv.js';
import { th } from './sandbox/text/th.js';
import { tr } from './sandbox/text/tr.js';
import { tw } from './sandbox/text/tw.js';
import { ty } from './sandbox/text/ty.js';
import { uk } from './sandbox/text/uk.js';
import { ur } from './sandbox/text/ur.js';
import { vi } from './sandbox/text/vi.js';
import type { SandboxText } from './sandbox/text/shape.js';

export const SANDBOX_TEXT = pageTexts<SandboxText>({
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
