/**
 * The demo chat vendor's words in every language the portal offers, one file per language in
 * chat-text/ (each a `ChatText`: a missing key is a compile error): the pages' words, and the
 * canned answers of its agent, chosen by words of the message in English or in the chat's language.
 */
import { languageFromTag, type LanguageCode } from '@portal/contracts';
import { loadPageTexts, textIn } from '../../lib/page-text.js';
import type { ChatText, Topic } from './chat-text/shape.js';

/** The chat's language: the portal code (or BCP 47 tag) the page was opened with, else English. */
export function chatLanguage(code: string | undefined): LanguageCode {
  return languageFromTag(code);
}

export const CHAT_TEXT = await loadPageTexts<ChatText>(new URL('./chat-text/', import.meta.url));

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
