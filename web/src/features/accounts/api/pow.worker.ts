import { findNumber, type PowMessage } from './pow';
import type { AltchaChallenge } from './types';

// Hashing up to maxnumber times would freeze the dialog on the main thread; here it cannot.
self.onmessage = (event: MessageEvent<AltchaChallenge>) => {
  const send = (message: PowMessage) => self.postMessage(message);
  try {
    const number = findNumber(event.data, (fraction) => send({ kind: 'progress', fraction }));
    send({ kind: 'done', number });
  } catch (error) {
    send({ kind: 'failed', error: String(error) });
  }
};
