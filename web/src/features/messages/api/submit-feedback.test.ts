import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeXhrPost } from '@/testing/fake-xhr';
import { FeedbackSubmitError, submitFeedback } from './submit-feedback';

const INPUT = {
  content: 'the deposit page is slow today',
  comment: '',
  images: ['data:image/png;base64,AAAA'],
};
const RECEIPT = { id: 7, createdAt: '2026-03-01T00:00:00.000Z' };

/** The network under the upload. */
const network = fakeXhrPost('/trpc/feedback.submit');
const requests = network.requests;

const json = (body: unknown) => JSON.stringify(body);

/** The error the upload rejects with. */
async function refusal(promise: Promise<unknown>): Promise<FeedbackSubmitError> {
  const error: unknown = await promise.then(
    () => new Error('the upload succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof FeedbackSubmitError)) throw error;
  return error;
}

describe('submitFeedback', () => {
  beforeEach(() => network.install());
  afterEach(() => network.remove());

  it("posts the mutation's input as JSON in the person's language and reports the upload's progress", async () => {
    await i18n.changeLanguage('vi');
    network.answer((request) => {
      const size = request.getRequestBodySize();
      request.uploadProgress(size / 4);
      request.uploadProgress(size / 2);
      request.respond(200, { 'content-type': 'application/json' }, json({ result: { data: RECEIPT } }));
    });
    const progress = vi.fn();
    await expect(submitFeedback(INPUT, progress)).resolves.toEqual(RECEIPT);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.requestHeaders.getHeader('content-type')).toBe('application/json');
    expect(request?.requestHeaders.getHeader('x-language')).toBe('VI');
    expect(JSON.parse(String(request?.body))).toEqual(INPUT);
    // The upload's own events (its start, the body's end) come around them: the fractions sent, in
    // order, ending with the whole.
    const fractions = progress.mock.calls.map(([f]) => f as number);
    expect(fractions.filter((f) => f > 0 && f < 1)).toEqual([0.25, 0.5]);
    expect(fractions.at(-1)).toBe(1);
  });

  it("rejects with the gateway's error data and status: a field refused, a body too large", async () => {
    network.answer((request) =>
      request.respond(
        400,
        { 'content-type': 'application/json' },
        json({ error: { data: { code: 'VALIDATION', fields: { 'images.0': 'feedback_image_type' } } } }),
      ),
    );
    const refused = await refusal(submitFeedback(INPUT, vi.fn()));
    expect(refused).toMatchObject({
      status: 400,
      message: 'VALIDATION',
      data: { code: 'VALIDATION', fields: { 'images.0': 'feedback_image_type' } },
    });

    // A proxy's refusal is no tRPC answer: no data, the HTTP status alone.
    network.answer((request) => request.respond(413, { 'content-type': 'text/html' }, '<h1>Too large</h1>'));
    expect(await refusal(submitFeedback(INPUT, vi.fn()))).toMatchObject({
      status: 413,
      data: undefined,
      message: 'HTTP 413',
    });
  });

  it('rejects a success status without a result, a lost connection and an abort', async () => {
    network.answer((request) => request.respond(200, { 'content-type': 'application/json' }, json({})));
    expect(await refusal(submitFeedback(INPUT, vi.fn()))).toMatchObject({ status: 200, data: undefined });

    network.answer((request) => request.setNetworkError());
    expect(await refusal(submitFeedback(INPUT, vi.fn()))).toMatchObject({ status: 0, data: undefined });

    const controller = new AbortController();
    network.answer(() => controller.abort());
    expect(await refusal(submitFeedback(INPUT, vi.fn(), controller.signal))).toMatchObject({
      status: 0,
      data: { code: 'ABORTED' },
    });
  });
});
