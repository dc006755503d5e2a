/**
 * The messages and feedback part of the fake platform (docs/INTERFACES.md "Messages and feedback
 * (issue 6)"): per-account messages with a read flag, the unread count, feedback settings and a
 * feedback sink that refuses what the real platform refuses by field.
 */
import type { FeedbackSettings, Message } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FakeAccountsState } from './fake-accounts.js';

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
  const ok = (value: unknown) => ({ success: true, value });
  const accountOf = (token: unknown) => accounts.tokens.get(String(token ?? ''));
  const notSession = { success: false, errorCode: 'login.not.session', message: 'no session', value: null };

  app.get('/wps/relay/MCS_messages', async (req, reply) => {
    const account = accountOf(req.headers.authorization);
    if (!account) return reply.code(401).send(notSession);
    const { pageNo = '1', pageSize = '20' } = req.query as { pageNo?: string; pageSize?: string };
    const all = state.inbox.get(account) ?? [];
    const from = (Number(pageNo) - 1) * Number(pageSize);
    return ok({
      list: all.slice(from, from + Number(pageSize)).map(({ content: _c, ...summary }) => summary),
      pageNo: Number(pageNo),
      pageSize: Number(pageSize),
      totalCount: all.length,
      totalPages: Math.ceil(all.length / Number(pageSize)),
    });
  });
  app.get('/wps/relay/MCS_message', async (req, reply) => {
    const account = accountOf(req.headers.authorization);
    if (!account) return reply.code(401).send(notSession);
    const id = Number((req.query as { id?: string }).id);
    const message = (state.inbox.get(account) ?? []).find((m) => m.id === id);
    if (!message)
      return reply
        .code(404)
        .send({ success: false, errorCode: 'NOT_FOUND', message: 'no message', value: null });
    message.isRead = true;
    return ok(message);
  });
  app.get('/wps/relay/MCS_unreadCount', async (req, reply) => {
    const account = accountOf(req.headers.authorization);
    if (!account) return reply.code(401).send(notSession);
    return ok((state.inbox.get(account) ?? []).filter((m) => !m.isRead).length);
  });
  app.get('/wps/relay/CMS_feedbackSettings', async () => ok(state.settings));
  app.put('/wps/relay/CMS_feedback', async (req, reply) => {
    const account = accountOf(req.headers.authorization);
    if (!account) return reply.code(401).send(notSession);
    const body = req.body as { content: string };
    if (body.content.split(/\s+/).filter(Boolean).length < state.settings.minWords) {
      return reply.code(400).send({
        success: false,
        errorCode: 'request_param_err',
        message: 'too few words',
        value: null,
        fields: { content: 'feedback_content_words' },
      });
    }
    state.feedback.push({ account, body: req.body });
    return ok({ id: state.feedback.length, createdAt: new Date(0).toISOString() });
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
