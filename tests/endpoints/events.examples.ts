/**
 * How the descriptor walk calls each events endpoint (see walk.ts). The stream never ends, so the
 * walk's `call` (which reads the whole body) cannot serve it: the example connects with fetch on the
 * descriptor's path and key header, reads the opening event, checks it with the descriptor's schema
 * (one event per `data:` line), and closes.
 */
import { EVENTS_KEY_HEADER, eventsEndpoints } from '@portal/contracts';
import type { Examples, Walk } from './walk.js';

async function firstEvent(walk: Walk) {
  const stream = eventsEndpoints.stream;
  const controller = new AbortController();
  try {
    const res = await fetch(`${walk.stack.upstreamUrl}${stream.path}`, {
      method: stream.method,
      headers: { [EVENTS_KEY_HEADER]: walk.stack.upstream.config.eventsKey },
      signal: controller.signal,
    });
    if (res.status !== 200 || !res.body) throw new Error(`${stream.id} answered ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`${stream.id} ended before its first event`);
      buffer += decoder.decode(chunk.value, { stream: true });
      const line = buffer.split('\n').find((l) => l.startsWith('data: ') && buffer.includes(`${l}\n`));
      if (line !== undefined) {
        const event = stream.response.parse(JSON.parse(line.slice('data: '.length)));
        if (event.type !== 'hello') throw new Error(`${stream.id} opened with ${event.type}, not hello`);
        return event;
      }
    }
  } finally {
    controller.abort();
  }
}

export const eventsExamples: Examples = {
  'events.stream': (walk) => firstEvent(walk),
};
