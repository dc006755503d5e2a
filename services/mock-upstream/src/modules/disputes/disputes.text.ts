/**
 * The platform messages a member gets about their dispute: when it is opened, and when the operator
 * answers it (the operator's message quoted as written). Written in every language the portal has
 * (text/<lng>.ts; disputes.text.test.ts checks them) and stored with the message as its
 * translations, so each reader gets it in the language the portal asks in; the row's own title and
 * content are English.
 */
import escapeHtml from 'escape-html';
import { ALL_LANGUAGES, type DisputeReason } from '@portal/contracts';
import type { ContentTranslations } from '../../db/schema/index.js';
import { loadPageTexts } from '../../lib/page-text.js';
import type { DisputeRow } from './disputes.repository.js';
import type { DisputeMessageTexts } from './text/shape.js';

/** Every language the portal has, by its code. */
export const DISPUTE_TEXTS = await loadPageTexts<DisputeMessageTexts>(new URL('./text/', import.meta.url));

export interface PlatformMessage {
  title: string;
  content: string;
  translations: ContentTranslations;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Paragraphs of escaped text; line breaks of the member's or operator's own text kept. */
const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function inEveryLanguage(write: (texts: DisputeMessageTexts) => { title: string; content: string }) {
  const translations: ContentTranslations = {};
  for (const code of ALL_LANGUAGES) {
    if (code !== 'EN') translations[code] = write(DISPUTE_TEXTS[code]);
  }
  return { ...write(DISPUTE_TEXTS.EN), translations };
}

const roundValues = (row: DisputeRow) => ({ round: row.roundId, vendor: row.vendor });

/** The message that confirms a dispute was opened: the round, the reason and the member's note. */
export function openedMessage(row: DisputeRow): PlatformMessage {
  return inEveryLanguage((t) => ({
    title: fill(t.openedTitle, roundValues(row)),
    content: [
      paragraph(fill(t.openedBody, roundValues(row))),
      paragraph(`${t.reasonLabel}: ${t.reasons[row.reason as DisputeReason] ?? row.reason}`),
      ...(row.note ? [paragraph(`${t.noteLabel}: ${row.note}`)] : []),
    ].join(''),
  }));
}

/** The message that tells the member the operator's answer (upheld or rejected) and its text. */
export function answerMessage(row: DisputeRow): PlatformMessage {
  return inEveryLanguage((t) => ({
    title: fill(row.outcome === 'upheld' ? t.upheldTitle : t.rejectedTitle, roundValues(row)),
    content: [paragraph(fill(t.answerIntro, roundValues(row))), paragraph(row.answer ?? '')].join(''),
  }));
}
