import { findNumber } from './pow';
import type { AltchaChallenge } from './types';

// Hashing up to maxnumber times would freeze the dialog on the main thread; here it cannot.
self.onmessage = (event: MessageEvent<AltchaChallenge>) => {
  findNumber(event.data).then(
    (number) => self.postMessage({ number }),
    (error: unknown) => self.postMessage({ number: null, error: String(error) }),
  );
};
