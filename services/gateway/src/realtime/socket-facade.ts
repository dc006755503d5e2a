import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';

/**
 * What tRPC's handler gets instead of the socket once a socket needs it: the same surface (send,
 * close, terminate, readyState, message/close/error events), with the messages this endpoint did
 * not serve itself.
 */
export class SocketFacade extends EventEmitter {
  constructor(readonly socket: WebSocket) {
    super();
  }
  get readyState(): number {
    return this.socket.readyState;
  }
  send(data: string | Buffer, cb?: (err?: Error) => void): void {
    this.socket.send(data, cb);
  }
  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }
  terminate(): void {
    this.socket.terminate();
  }
}
