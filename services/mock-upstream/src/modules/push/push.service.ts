import {
  localized,
  MAX_PUSH_SUBSCRIPTIONS,
  type LanguageCode,
  type PushKind,
  ALL_LANGUAGES,
  type PushLogEntry,
  type PushReplace,
  type PushPayload,
  type PushSettings,
  type PushSubscribe,
  type QuietHours,
  type SecurityEvent,
  type SetPushSettings,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { refuseTrial } from '../../lib/trial.js';
import { isQuiet } from './push.quiet.js';
import type { PushRepository, PushSettingsRow, PushSubscriptionRow } from './push.repository.js';

/** The VAPID identity pushes are signed with (config: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** How long a push service keeps an undelivered push (a phone off for a day still gets it). */
const PUSH_TTL_S = 24 * 60 * 60;
/** How long the push service has to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** News older than this when it is noticed is not pushed (a restart does not replay a week). */
const NEWS_WINDOW_MS = 15 * 60 * 1000;

/** A push service keeps only the newest undelivered push of a topic (URL-safe base64, 32 at most). */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
}

function languageOf(code: string): LanguageCode | undefined {
  return (ALL_LANGUAGES as readonly string[]).includes(code) ? (code as LanguageCode) : undefined;
}

export interface PushDeps {
  repo: PushRepository;
  vapid: VapidKeys;
  /** A time-out or self-exclusion in force now (protection): only security pushes then. */
  onBreak: (memberId: number) => Promise<boolean>;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Sends one request to a push service (tests point it anywhere; the default is fetch). */
  fetch?: typeof fetch;
}

function quietOf(row: PushSettingsRow | undefined): QuietHours | null {
  if (!row?.quietFrom || !row.quietTo || !row.quietTimeZone) return null;
  return { from: row.quietFrom, to: row.quietTo, timeZone: row.quietTimeZone };
}

/** One news item to push: its kind, its log key and how it reads in a language. */
interface News {
  kind: PushKind;
  ref: string;
  url: string;
  event?: SecurityEvent;
  title?: (language: LanguageCode) => string;
}

/**
 * Web push (ADR 0017): a member's subscriptions and settings, and the one path every push takes:
 * claimed once per item in the log, held back by the member's settings, quiet hours and a break in
 * play (protection), then encrypted and signed by `web-push` for each browser; a subscription the
 * push service says is gone (404, 410) is removed.
 */
export function createPushService(deps: PushDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const send = deps.fetch ?? fetch;

  async function view(memberId: number): Promise<PushSettings> {
    const [row, subscriptions] = await Promise.all([
      repo.settings(memberId),
      repo.countSubscriptions(memberId),
    ]);
    return {
      kinds: {
        messages: row?.messages ?? true,
        rewards: row?.rewards ?? true,
        security: row?.security ?? true,
      },
      quietHours: quietOf(row),
      subscriptions,
    };
  }

  /** One browser: `delivered`, `gone` (removed) or `failed` with the status. */
  async function deliver(
    subscription: PushSubscriptionRow,
    payload: PushPayload,
    urgency: 'normal' | 'high',
  ): Promise<{ result: 'delivered' | 'gone' | 'failed'; status: number | null }> {
    let status: number | null = null;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: deps.vapid, TTL: PUSH_TTL_S, urgency, topic: topicOf(payload.tag) },
      );
      const answer = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
      if (answer.ok) return { result: 'delivered', status };
      if (status === 404 || status === 410) {
        await repo.removeSubscriptionById(subscription.id);
        return { result: 'gone', status };
      }
    } catch (error) {
      deps.log.warn({ err: error, subscriptionId: subscription.id }, 'push not sent');
    }
    return { result: 'failed', status };
  }

  /** Decides and sends one item's push to the member's browsers, once (the log's claim). */
  async function push(merchant: MerchantRow, memberId: number, news: News): Promise<void> {
    const claim = await repo.claim(merchant.id, memberId, news.kind, news.ref);
    if (claim === null) return;
    const [settings, subscriptions] = await Promise.all([
      repo.settings(memberId),
      repo.subscriptions(memberId),
    ]);
    const at = now();
    const isSecurity = news.kind === 'security';
    let held: 'off' | 'protection' | 'quiet' | 'none' | null = null;
    if (settings && !settings[news.kind]) held = 'off';
    else if (!isSecurity && (await deps.onBreak(memberId))) held = 'protection';
    else if (!isSecurity && isQuiet(quietOf(settings), at)) held = 'quiet';
    else if (subscriptions.length === 0) held = 'none';
    if (held) return repo.settle(claim, { outcome: held });

    let delivered = 0;
    let removed = 0;
    let failStatus: number | null = null;
    for (const subscription of subscriptions) {
      const language = subscription.language as LanguageCode;
      const payload: PushPayload = {
        kind: news.kind,
        language,
        url: news.url,
        tag: news.ref,
        ...(news.title ? { title: news.title(language).slice(0, 200) } : {}),
        ...(news.event ? { event: news.event } : {}),
      };
      const { result, status } = await deliver(subscription, payload, isSecurity ? 'high' : 'normal');
      if (result === 'delivered') delivered += 1;
      else if (result === 'gone') removed += 1;
      else failStatus = status ?? 0;
    }
    const outcome = delivered > 0 ? 'sent' : removed === subscriptions.length ? 'gone' : 'failed';
    await repo.settle(claim, { outcome, delivered, removed, failStatus });
  }

  /** Keeps a browser's subscription for the member; past the limit the least recently subscribed go. */
  async function keep(merchant: MerchantRow, member: MemberRow, body: PushSubscribe): Promise<void> {
    await repo.upsertSubscription({
      merchantId: merchant.id,
      memberId: member.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      language: body.language,
    });
    // The least recently subscribed browsers past the limit make room (a phone long gone).
    const all = await repo.subscriptions(member.id);
    for (const old of all.slice(0, Math.max(0, all.length - MAX_PUSH_SUBSCRIPTIONS))) {
      await repo.removeSubscriptionById(old.id);
    }
  }

  return {
    config: () => ({ publicKey: deps.vapid.publicKey }),

    settings: (member: MemberRow) => view(member.id),

    async setSettings(member: MemberRow, body: SetPushSettings): Promise<PushSettings> {
      refuseTrial(member, 'receives no pushes');
      await repo.saveSettings({
        memberId: member.id,
        ...body.kinds,
        quietFrom: body.quietHours?.from ?? null,
        quietTo: body.quietHours?.to ?? null,
        quietTimeZone: body.quietHours?.timeZone ?? null,
      });
      return view(member.id);
    },

    async subscribe(merchant: MerchantRow, member: MemberRow, body: PushSubscribe): Promise<PushSettings> {
      refuseTrial(member, 'receives no pushes');
      await keep(merchant, member, body);
      return view(member.id);
    },

    /** Whether the platform holds this browser's endpoint for the member. */
    async status(member: MemberRow, endpoint: string) {
      const row = await repo.subscriptionByEndpoint(endpoint);
      return { subscribed: row?.memberId === member.id };
    },

    /**
     * A browser's renewed subscription (its worker's `pushsubscriptionchange`) in place of the old
     * one: the old endpoint must be this member's or held by no one (a push service may already have
     * said it was gone); another member's is refused before anything changes.
     */
    async replace(merchant: MerchantRow, member: MemberRow, body: PushReplace): Promise<PushSettings> {
      refuseTrial(member, 'receives no pushes');
      const old = await repo.subscriptionByEndpoint(body.oldEndpoint);
      if (old && old.memberId !== member.id) {
        throw AppError.notFound("the subscription replaced is not this member's");
      }
      const language =
        body.language ??
        (old ? languageOf(old.language) : undefined) ??
        languageOf(merchant.defaultLanguage) ??
        'EN';
      await keep(merchant, member, { ...body, language });
      if (old && body.oldEndpoint !== body.endpoint)
        await repo.removeSubscription(member.id, body.oldEndpoint);
      return view(member.id);
    },

    async unsubscribe(member: MemberRow, endpoint: string) {
      await repo.removeSubscription(member.id, endpoint);
      return { ok: true as const };
    },

    /** New unread messages of the member (news: `messages.changed`). */
    async messagesChanged(merchant: MerchantRow, memberId: number): Promise<void> {
      const since = new Date(now().getTime() - NEWS_WINDOW_MS);
      for (const message of await repo.unpushedMessages(memberId, since)) {
        await push(merchant, memberId, {
          kind: 'messages',
          ref: `message:${message.id}`,
          url: '/index?centre=messageV2',
          title: (language) => localized(message, language, 'title'),
        });
      }
    },

    /** Rewards newly waiting for the member's claim (news: `promotions.changed`). */
    async rewardsChanged(merchant: MerchantRow, memberId: number): Promise<void> {
      const since = new Date(now().getTime() - NEWS_WINDOW_MS);
      for (const reward of await repo.unpushedRewards(memberId, since)) {
        await push(merchant, memberId, {
          kind: 'rewards',
          ref: `reward:${reward.id}`,
          url: '/index?centre=rewardCenter',
          title: (language) => localized(reward, language, 'title'),
        });
      }
    },

    /** Something changed how the account is signed in to (`id` makes the event's log key unique). */
    async security(merchant: MerchantRow, memberId: number, event: SecurityEvent, id: string): Promise<void> {
      await push(merchant, memberId, {
        kind: 'security',
        ref: `security:${event}:${id}`,
        url: '/index?centre=securityCenter',
        event,
      });
    },

    async log(merchant: MerchantRow, limit: number, account?: string): Promise<PushLogEntry[]> {
      const rows = await repo.log(merchant.id, limit, account);
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
