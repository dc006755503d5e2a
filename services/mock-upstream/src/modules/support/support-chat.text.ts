/**
 * The demo chat vendor's words in every language the portal offers, one file per language in
 * chat-text/ (each a `ChatText`: a missing key is a compile error): the pages' words, and the
 * canned answers of its agent, chosen by words of the message in English or in the chat's language.
 */
import { languageFromTag, type LanguageCode } from '@portal/contracts';
import { pageTexts, textIn } from '../../lib/page-text.js';
import { ar } from './chat-text/ar.js';
import { bn } from './chat-text/bn.js';
import { cn } from './chat-text/cn.js';
import { cs } from './chat-text/cs.js';
import { da } from './chat-text/da.js';
import { de } from './chat-text/de.js';
import { el } from './chat-text/el.js';
import { en } from './chat-text/en.js';
import { es } from './chat-text/es.js';
import { fa } from './chat-text/fa.js';
import { fi } from './chat-text/fi.js';
import { fr } from './chat-text/fr.js';
import { he } from './chat-text/he.js';
import { hi } from './chat-text/hi.js';
import { hu } from './chat-text/hu.js';
import { id } from './chat-text/id.js';
import { it } from './chat-text/it.js';
import { ja } from './chat-text/ja.js';
import { km } from './chat-text/km.js';
import { ko } from './chat-text/ko.js';
import { ms } from './chat-text/ms.js';
import { my } from './chat-text/my.js';
import { nl } from './chat-text/nl.js';
import { no } from './chat-text/no.js';
import { pl } from './chat-text/pl.js';
import { pt } from './chat-text/pt.js';
import { ptBr } from './chat-text/pt-br.js';
import { ro } from './chat-text/ro.js';
import { ru } from './chat-text/ru.js';
import { sv } from './chat-text/sv.js';
import { th } from './chat-text/th.js';
import { tr } from './chat-text/tr.js';
import { tw } from './chat-text/tw.js';
import { ty } from './chat-text/ty.js';
import { uk } from './chat-text/uk.js';
import { ur } from './chat-text/ur.js';
import { vi } from './chat-text/vi.js';
import type { ChatText, Topic } from './chat-text/shape.js';

/** The chat's language: the portal code (or BCP 47 tag) the page was opened with, else English. */
export function chatLanguage(code: string | undefined): LanguageCode {
  return languageFromTag(code);
}

export const CHAT_TEXT = pageTexts<ChatText>({
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

/** What the pages' script needs (the answers stay on the server). */
export type PageText = Omit<ChatText, 'vipPrefix' | 'roomGreeting' | 'replies' | 'keywords'>;

export function pageText(language: LanguageCode): PageText {
  const { vipPrefix: _v, roomGreeting: _g, replies: _r, keywords: _k, ...page } = textIn(CHAT_TEXT, language);
  return page;
}

const TOPICS: readonly Topic[] = ['deposit', 'withdraw', 'password', 'bonus'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keywordPattern = (words: string) =>
  words
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
    .map(escapeRegExp)
    .join('|');

const TOPIC_WORDS = new Map<LanguageCode, Record<Topic, RegExp>>();
/** A topic's words in English and in the language (players mix both). */
function topicWords(language: LanguageCode): Record<Topic, RegExp> {
  let words = TOPIC_WORDS.get(language);
  if (!words) {
    const own = textIn(CHAT_TEXT, language).keywords;
    const english = CHAT_TEXT.EN.keywords;
    words = Object.fromEntries(
      TOPICS.map((t) => [t, new RegExp(`${keywordPattern(english[t])}|${keywordPattern(own[t])}`, 'i')]),
    ) as Record<Topic, RegExp>;
    TOPIC_WORDS.set(language, words);
  }
  return words;
}

export function agentReply(text: string, language: LanguageCode, vip: boolean): string {
  const words = topicWords(language);
  const chat = textIn(CHAT_TEXT, language);
  const topic = TOPICS.find((t) => words[t].test(text)) ?? 'other';
  return `${vip ? chat.vipPrefix : ''}${chat.replies[topic]}`;
}

export function roomGreeting(language: LanguageCode): string {
  return textIn(CHAT_TEXT, language).roomGreeting;
}
