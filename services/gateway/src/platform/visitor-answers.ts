/**
 * What a visitor without a session is written, kept a few seconds per host, IP and language: the
 * bootstrap call's answer (features/system), the HTML page with its first-paint data (http/spa.ts)
 * and the page policy its security headers follow (http/security.ts: analytics, Firebase).
 * Both carry the visitor's own status (their region's verdict by IP, the brand's maintenance), so
 * they are never shared between visitors of another host, address or language.
 *
 * How long a change takes to show: maintenance, heard on `status:changed` (platform/status.ts),
 * drops every kept answer at once in every gateway; anything else the platform changes (a region
 * rule, a module switch, a banner) reaches a visitor at most `ttlMs` (CACHE_TTL_ANSWER_MS, default
 * ANSWER_TTL_MS) later than it did before
 * these answers were kept. Nothing is kept until this process listens for the channel. A request
 * carrying a session cookie is always computed: its answer may differ (a member's banners), and its
 * context drops a cookie naming no live session.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AnswerMemo } from '../cache/answer-memo.js';
import type { PagePolicy } from '../http/security.js';
import type { Encoded } from '../http/encoding.js';
import { languageOf } from '../http/visitor.js';
import type { Hub } from '../realtime/hub.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { STATUS_CHANGED_CHANNEL } from './status.js';

/** Longest a visitor's answer is handed out again, unless the configuration says otherwise. */
export const ANSWER_TTL_MS = 5_000;
/** Visitors kept per kind of answer: past it the oldest goes first. */
const MAX_VISITORS = 5_000;

export class VisitorAnswers {
  readonly bootstrap: AnswerMemo<string>;
  readonly pages: AnswerMemo<Encoded>;
  /** What a page's security policy lets it load (http/security.ts). */
  readonly pagePolicies: AnswerMemo<PagePolicy>;
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  private live = false;

  constructor(private readonly deps: { hub: Hub; log: FastifyBaseLogger; ttlMs?: number }) {
    const ttlMs = deps.ttlMs ?? ANSWER_TTL_MS;
    this.bootstrap = new AnswerMemo<string>(ttlMs, MAX_VISITORS);
    this.pages = new AnswerMemo<Encoded>(ttlMs, MAX_VISITORS);
    this.pagePolicies = new AnswerMemo<PagePolicy>(ttlMs, MAX_VISITORS);
  }

  /**
   * The visitor part of a request's key (host, IP, language), or null when it carries a session
   * cookie. Starts listening for maintenance changes on first use; until then nothing is kept.
   */
  visitorKey(request: FastifyRequest): string | null {
    this.listen();
    if (!this.live || request.cookies?.[SESSION_COOKIE]) return null;
    return `${request.hostname}|${request.ip}|${languageOf(request.headers, request.cookies ?? {})}`;
  }

  /** True once this process listens for status changes: answers are kept from then on. */
  get keeping(): boolean {
    return this.live;
  }

  forget(): void {
    this.bootstrap.forget();
    this.pages.forget();
    this.pagePolicies.forget();
  }

  async close(): Promise<void> {
    const stop = await this.listening;
    this.listening = null;
    this.live = false;
    await stop?.();
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = this.deps.hub
      .listen(STATUS_CHANGED_CHANNEL, () => this.forget())
      .then(
        (stop) => {
          this.live = true;
          return stop;
        },
        (err: unknown) => {
          this.deps.log.warn({ err }, 'visitor answers: not listening for status changes; nothing kept');
          this.listening = null;
          return null;
        },
      );
  }
}
