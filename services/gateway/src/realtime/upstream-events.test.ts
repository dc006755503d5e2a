import { EVENTS_KEY_HEADER, eventsEndpoints } from '@portal/contracts';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../store/store-contract.js';
import { UpstreamEvents, type EventReason } from './upstream-events.js';

/** A tiny platform serving only the event stream (eventsEndpoints.stream), restartable on the same port. */
class SseServer {
  server: Server | null = null;
  port = 0;
  streams = new Set<ServerResponse>();
  connections = 0;
  headers: IncomingHttpHeaders[] = [];
  /** Answer this status instead of a stream. */
  refuseWith: number | null = null;

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.headers.push(req.headers);
      if (req.url !== eventsEndpoints.stream.path || this.refuseWith !== null) {
        res.writeHead(this.refuseWith ?? 404).end();
        return;
      }
      this.connections += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': keep-alive comment\n\n');
      res.write('data: {"type":"hello","at":"2026-01-01T00:00:00Z"}\n\n');
      this.streams.add(res);
      res.on('close', () => this.streams.delete(res));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  send(chunk: string): void {
    for (const s of this.streams) s.write(chunk);
  }

  async stop(): Promise<void> {
    for (const s of this.streams) s.destroy();
    this.streams.clear();
    const server = this.server;
    this.server = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}

/** Counts log lines by level (the stream must not spam the log while the platform is down). */
function countingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { log, lines };
}

describe('UpstreamEvents', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  async function setup(opts: { minBackoffMs?: number; maxBackoffMs?: number; idleTimeoutMs?: number } = {}) {
    const sse = new SseServer();
    await sse.start();
    const { log, lines } = countingLogger();
    const events = new UpstreamEvents({
      upstreamUrl: `http://127.0.0.1:${sse.port}`,
      merchantCode: 'demo',
      eventsKey: 'k-123',
      log,
      minBackoffMs: opts.minBackoffMs ?? 20,
      maxBackoffMs: opts.maxBackoffMs ?? 100,
      ...(opts.idleTimeoutMs ? { idleTimeoutMs: opts.idleTimeoutMs } : {}),
    });
    cleanup.push(() => sse.stop());
    cleanup.push(() => events.close());
    return { sse, events, lines };
  }

  it('connects once with the key and merchant, and routes wallet.changed to that member only', async () => {
    const { sse, events } = await setup();
    const heard: Array<[number, EventReason]> = [];
    events.subscribe(7, (r) => heard.push([7, r]));
    events.subscribe(8, (r) => heard.push([8, r]));
    events.start();
    events.start(); // idempotent: still one connection
    await waitFor(() => events.connected);
    expect(sse.connections).toBe(1);
    expect(sse.headers[0]).toMatchObject({
      [EVENTS_KEY_HEADER]: 'k-123',
      merchant: 'demo',
      accept: 'text/event-stream',
    });
    expect(heard).toEqual([
      [7, 'resync'],
      [8, 'resync'],
    ]);
    heard.length = 0;
    // Split across writes, CRLF endings, junk and another merchant's event on the way.
    sse.send('data: {"type":"wallet.chan');
    sse.send('ged","merchant":"demo","memberId":7}\r\n\r\n');
    sse.send('data: not json\n\ndata: {"type":"unknown"}\n\n');
    sse.send('data: {"type":"wallet.changed","merchant":"other","memberId":8}\n\n');
    sse.send('event: x\ndata:{"type":"wallet.changed","merchant":"demo","memberId":8}\n\n');
    await waitFor(() => heard.length === 2);
    expect(heard).toEqual([
      [7, 'changed'],
      [8, 'changed'],
    ]);
  });

  it('routes winners.changed of this merchant to the topic listeners only, with resyncs', async () => {
    const { sse, events } = await setup();
    const topic: EventReason[] = [];
    const member: EventReason[] = [];
    const stop = events.subscribeTopic('winners.changed', (r) => topic.push(r));
    events.subscribe(7, (r) => member.push(r));
    events.start();
    await waitFor(() => topic.length === 1 && member.length === 1);
    expect(topic).toEqual(['resync']);
    sse.send('data: {"type":"winners.changed","merchant":"other"}\n\n');
    sse.send('data: {"type":"winners.changed","merchant":"demo"}\n\n');
    await waitFor(() => topic.length === 2);
    expect(topic).toEqual(['resync', 'changed']);
    expect(member).toEqual(['resync']);
    stop();
    expect(events.listenerCount).toBe(1);
  });

  it('unsubscribes', async () => {
    const { sse, events } = await setup();
    const heard: EventReason[] = [];
    const stop = events.subscribe(7, (r) => heard.push(r));
    events.start();
    await waitFor(() => heard.length === 1);
    stop();
    expect(events.listenerCount).toBe(0);
    sse.send('data: {"type":"wallet.changed","merchant":"demo","memberId":7}\n\n');
    const probe: EventReason[] = [];
    events.subscribe(9, (r) => probe.push(r));
    sse.send('data: {"type":"wallet.changed","merchant":"demo","memberId":9}\n\n');
    await waitFor(() => probe.length === 1);
    expect(heard).toEqual(['resync']);
  });

  it('survives a platform restart: reconnects and signals a resync to every listener', async () => {
    const { sse, events, lines } = await setup();
    const heard: EventReason[] = [];
    const everyone: EventReason[] = [];
    events.subscribe(7, (r) => heard.push(r));
    events.subscribe(null, (r) => everyone.push(r));
    events.start();
    await waitFor(() => events.connected);
    await sse.stop();
    await waitFor(() => !events.connected);
    // Down for a while: several failed attempts, one warning.
    await waitFor(() => sse.headers.length >= 1 && lines.filter((l) => l.level === 40).length >= 1);
    await sse.start(); // same port
    await waitFor(() => events.connected && sse.connections === 2, 5000);
    expect(heard).toEqual(['resync', 'resync']);
    expect(everyone).toEqual(['resync', 'resync']);
    sse.send('data: {"type":"wallet.changed","merchant":"demo","memberId":7}\n\n');
    await waitFor(() => heard.length === 3);
    expect(lines.filter((l) => l.level === 30 && l.msg.includes('reconnected'))).toHaveLength(1);
  });

  it('does not spam the log nor throw while the platform refuses the stream', async () => {
    const { sse, events, lines } = await setup({ minBackoffMs: 5, maxBackoffMs: 20 });
    sse.refuseWith = 401;
    events.start();
    await waitFor(() => sse.headers.length >= 6, 5000);
    expect(events.connected).toBe(false);
    expect(lines.filter((l) => l.level >= 40)).toHaveLength(1);
    sse.refuseWith = null;
    await waitFor(() => events.connected, 5000);
  });

  it('backs off: attempts slow down toward the cap', async () => {
    const { sse, events } = await setup({ minBackoffMs: 10, maxBackoffMs: 80 });
    sse.refuseWith = 503;
    const at: number[] = [];
    const origPush = sse.headers.push.bind(sse.headers);
    sse.headers.push = (...h) => {
      at.push(Date.now());
      return origPush(...h);
    };
    events.start();
    await waitFor(() => at.length >= 8, 10_000);
    const gaps = at.slice(1, 8).map((t, i) => t - (at[i] ?? t));
    // The delays are 10, 20, 40, 80, 80, 80, 80 ms (+ up to 25% jitter). A sleep is never shorter
    // than asked, so each gap is at least its delay however loaded the machine (a timer may fire a
    // millisecond early by the clock's rounding): they grow. And the cap holds: uncapped, the last
    // would be 1,280 ms; a loaded machine adds to a gap, but not a second.
    const delays = [10, 20, 40, 80, 80, 80, 80];
    gaps.forEach((gap, i) => expect(gap, `gap ${i}`).toBeGreaterThanOrEqual((delays[i] ?? 0) - 2));
    expect(Math.max(...gaps)).toBeLessThan(1000);
  });

  it('reopens a stream that went silent (half-open connection) and resyncs', async () => {
    const { sse, events } = await setup({ idleTimeoutMs: 150 });
    const heard: EventReason[] = [];
    events.subscribe(7, (r) => heard.push(r));
    events.start();
    // The client's own count: the server may have taken the second connection while the client
    // still held the first (half-open), and the resync comes with the client's reopening.
    await waitFor(() => sse.connections >= 2 && events.connectionCount >= 2 && events.connected, 5000);
    expect(heard.filter((r) => r === 'resync').length).toBeGreaterThanOrEqual(2);
  });

  it('closes cleanly while connected and while waiting to retry', async () => {
    const { events } = await setup();
    events.start();
    await waitFor(() => events.connected);
    await events.close();
    expect(events.connected).toBe(false);
    const down = new UpstreamEvents({
      upstreamUrl: 'http://127.0.0.1:1',
      merchantCode: 'demo',
      eventsKey: 'k',
      log: pino({ level: 'silent' }),
      minBackoffMs: 60_000,
    });
    down.start();
    await new Promise((r) => setImmediate(r));
    await down.close();
  });
});
