/**
 * The messages and feedback part of the fake platform (docs/INTERFACES.md "Messages and feedback
 *"), registered from `messagesEndpoints`: per-account messages with a read flag, the unread count, feedback settings and a
 * feedback sink that refuses what the real platform refuses by field.
 */
import { messagesEndpoints, type FeedbackSettings, type Message } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FakeAccountsState } from './fake-accounts.js';
import { fakeFail, fakeRoute } from './fake-route.js';

export interface FakeMessagesState {
  /** account -> its messages, newest first. */
  inbox: Map<string, Message[]>;
  settings: FeedbackSettings;
  feedback: { account: string; body: unknown }[];
}

export function newMessagesState(): FakeMessagesState {
  return {
    inbox: new Map(),
    settings: { minWords: 5, maxWords: 500, commentMax: 140, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 },
    feedback: [],
  };
}

export function registerFakeMessages(
  app: FastifyInstance,
  state: FakeMessagesState,
  accounts: FakeAccountsState,
) {
  const e = messagesEndpoints;
  const accountOf = (req: FastifyRequest) => accounts.tokens.get(String(req.headers.authorization ?? ''));
  const notSession = (reply: FastifyReply) => fakeFail(reply, 401, 'login.not.session');

  fakeRoute(app, e.messages, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    const { pageNo = '1', pageSize = '20' } = req.query as { pageNo?: string; pageSize?: string };
    const all = state.inbox.get(account) ?? [];
    const from = (Number(pageNo) - 1) * Number(pageSize);
    return {
      list: all.slice(from, from + Number(pageSize)).map(({ content: _c, ...summary }) => summary),
      pageNo: Number(pageNo),
      pageSize: Number(pageSize),
      totalCount: all.length,
      totalPages: Math.ceil(all.length / Number(pageSize)),
    };
  });
  fakeRoute(app, e.message, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    const id = Number((req.query as { id?: string }).id);
    const message = (state.inbox.get(account) ?? []).find((m) => m.id === id);
    if (!message) return fakeFail(reply, 404, 'NOT_FOUND');
    message.isRead = true;
    return message;
  });
  fakeRoute(app, e.unreadCount, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    return (state.inbox.get(account) ?? []).filter((m) => !m.isRead).length;
  });
  fakeRoute(app, e.feedbackSettings, () => state.settings);
  fakeRoute(app, e.feedback, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    const body = req.body as { content: string };
    if (body.content.split(/\s+/).filter(Boolean).length < state.settings.minWords) {
      return fakeFail(reply, 400, 'request_param_err', { content: 'feedback_content_words' });
    }
    state.feedback.push({ account, body: req.body });
    return { id: state.feedback.length, createdAt: new Date(0).toISOString() };
  });
}

/** Puts a message in an account's inbox (newest first). */
export function deliver(
  state: FakeMessagesState,
  account: string,
  title: string,
  content = `<p>${title}</p>`,
) {
  const inbox = state.inbox.get(account) ?? [];
  inbox.unshift({ id: inbox.length + 1, title, content, createdAt: new Date().toISOString(), isRead: false });
  state.inbox.set(account, inbox);
}
