import type { WebSocket } from 'ws';

// Broadcast topics (see socket-server.ts): the sockets following one shared feed, and the
// per-socket list of the topics it follows.

/** A tRPC subscription id, as the client chose it. */
export type Id = number | string;

export const OPEN = 1;
const TEXT = { binary: false };

/** One broadcast topic: the sockets following it and how to get its current value. */
export class Topic {
  /** socket -> its subscription id (an array in the rare case of several), once it had its first value. */
  readonly sockets = new Map<WebSocket, Id | Id[]>();
  private stopSource: (() => void) | null = null;
  private last: string | null = null;

  constructor(
    readonly key: string,
    private readonly source: {
      current(): Promise<unknown> | unknown;
      listen(push: (value: unknown) => void): () => void;
    },
  ) {}

  get size(): number {
    return this.sockets.size;
  }

  /** `isWanted`: false once the client stopped this subscription while its first value was read. */
  async add(socket: WebSocket, id: Id, isWanted: () => boolean): Promise<void> {
    this.listen();
    send(socket, `{"id":${JSON.stringify(id)},"result":{"type":"started"}}`);
    let fetched: string | null = null;
    try {
      fetched = this.last ?? JSON.stringify(await this.source.current());
    } finally {
      // Registered even when the current value could not be read: the next change reaches it.
      if (socket.readyState === OPEN && isWanted()) {
        // A push that came while the current value was read is newer than it.
        const first = this.last ?? fetched;
        if (first !== null) send(socket, dataMessage(id, first));
        const ids = this.sockets.get(socket);
        if (ids === undefined) this.sockets.set(socket, id);
        else this.sockets.set(socket, [...(Array.isArray(ids) ? ids : [ids]), id]);
        this.listen(); // the topic may have stopped meanwhile (its last other socket left)
      }
    }
  }

  private listen(): void {
    if (!this.stopSource) this.stopSource = this.source.listen((value) => this.publish(value));
  }

  remove(socket: WebSocket, id: Id): boolean {
    const ids = this.sockets.get(socket);
    if (ids === undefined) return false;
    const rest = (Array.isArray(ids) ? ids : [ids]).filter((i) => i !== id);
    if (rest.length === (Array.isArray(ids) ? ids.length : 1)) return false;
    const [first] = rest;
    if (first === undefined) this.sockets.delete(socket);
    else this.sockets.set(socket, rest.length === 1 ? first : rest);
    if (this.sockets.size === 0) this.stop();
    return true;
  }

  dropSocket(socket: WebSocket): void {
    this.sockets.delete(socket);
    if (this.sockets.size === 0) this.stop();
  }

  stop(): void {
    this.stopSource?.();
    this.stopSource = null;
    this.last = null;
  }

  /** One serialisation of the value; one buffer per distinct subscription id, written to every
   * socket of that id (nearly all sockets share one id: no lookup, no allocation per socket). */
  private publish(value: unknown): void {
    const json = JSON.stringify(value);
    this.last = json;
    const frames = new Map<Id, Buffer>();
    const frameOf = (id: Id): Buffer => {
      let frame = frames.get(id);
      if (!frame) {
        frame = Buffer.from(dataMessage(id, json));
        frames.set(id, frame);
      }
      return frame;
    };
    let lastId: Id | null = null;
    let lastFrame: Buffer | null = null;
    for (const [socket, ids] of this.sockets) {
      if (socket.readyState !== OPEN) continue;
      if (Array.isArray(ids)) {
        for (const id of ids) socket.send(frameOf(id), TEXT);
        continue;
      }
      if (lastFrame === null || ids !== lastId) {
        lastId = ids;
        lastFrame = frameOf(ids);
      }
      socket.send(lastFrame, TEXT);
    }
  }
}

/**
 * A socket's broadcast subscriptions as `[id, topic key, id, topic key, ...]`, replaced (never changed
 * in place) on change. Nearly every socket holds the same two (the web's ids for the jackpot and the
 * board of its language), so equal lists are one shared, frozen array (see `shared`): a socket pays
 * for a reference, not for an array of its own (bench/realtime.ts counts the heap per socket).
 */
export type Subscriptions = ReadonlyArray<Id>;

/** Distinct lists kept for sharing; past this many the table starts again (lists in use stay valid). */
const SHARED_LISTS_MAX = 1024;
const sharedLists = new Map<string, Subscriptions>();

/** The one frozen copy of a list equal to `list`. */
function shared(list: Id[]): Subscriptions {
  const key = JSON.stringify(list); // tells the id 1 from the id "1"
  const known = sharedLists.get(key);
  if (known) return known;
  if (sharedLists.size >= SHARED_LISTS_MAX) sharedLists.clear();
  const frozen = Object.freeze(list);
  sharedLists.set(key, frozen);
  return frozen;
}

export function topicKeyOf(list: Subscriptions | null, id: Id): string | undefined {
  if (list) for (let i = 0; i < list.length; i += 2) if (list[i] === id) return list[i + 1] as string;
  return undefined;
}

export function withSubscription(list: Subscriptions | null, id: Id, key: string): Subscriptions {
  return shared(list ? list.concat(id, key) : [id, key]);
}

export function withoutSubscription(list: Subscriptions, id: Id): Subscriptions | null {
  const rest = list.filter((_, i) => list[i - (i % 2)] !== id);
  return rest.length > 0 ? shared(rest) : null;
}
function dataMessage(id: Id, json: string): string {
  return `{"id":${JSON.stringify(id)},"result":{"type":"data","data":${json}}}`;
}

export function send(socket: WebSocket, text: string): void {
  if (socket.readyState === OPEN) socket.send(text);
}
