/**
 * The bootstrap of a visitor without a session as an answer (http/answer-cache.ts): the same host,
 * IP and language get the bytes written a moment ago (platform/visitor-answers.ts says for how long
 * and what drops them).
 */
import type { AnswerSource } from '../../http/answer-cache.js';
import type { VisitorAnswers } from '../../platform/visitor-answers.js';

export function bootstrapAnswers(answers: VisitorAnswers): AnswerSource {
  return {
    procedures: new Set(['system.bootstrap']),
    visitorKey: (request) => answers.visitorKey(request),
    get stamp() {
      return answers.bootstrap.stamp;
    },
    answer: (key) => answers.bootstrap.get(key),
    keep: (key, body, stampAtStart) => answers.bootstrap.keep(key, body, stampAtStart),
  };
}
