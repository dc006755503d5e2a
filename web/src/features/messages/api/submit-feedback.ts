import { currentLanguage } from '@/lib/i18n';
import type { FeedbackReceipt, FeedbackRequest } from './types';

/** A refused or failed submission, shaped like the gateway's tRPC error data. */
export class FeedbackSubmitError extends Error {
  constructor(
    readonly data: { code?: string; fields?: Record<string, string> } | undefined,
    readonly status: number,
  ) {
    super(data?.code ?? `HTTP ${status}`);
  }
}

/**
 * Sends the feedback as the tRPC mutation `feedback.submit`, over XMLHttpRequest rather than the
 * tRPC client: fetch cannot report upload progress, and three 5 MB images take a while on a phone.
 * Same route, session cookie, origin check and error data as any other mutation.
 */
export function submitFeedback(
  input: FeedbackRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<FeedbackReceipt> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/trpc/feedback.submit');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('x-language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: {
        result?: { data?: unknown };
        error?: { data?: { code?: string; fields?: Record<string, string> } };
      };
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        reject(new FeedbackSubmitError(undefined, xhr.status));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.result) {
        onProgress(1);
        resolve(body.result.data as FeedbackReceipt);
      } else {
        reject(new FeedbackSubmitError(body.error?.data, xhr.status));
      }
    };
    xhr.onerror = () => reject(new FeedbackSubmitError(undefined, 0));
    xhr.onabort = () => reject(new FeedbackSubmitError({ code: 'ABORTED' }, 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(input));
  });
}
