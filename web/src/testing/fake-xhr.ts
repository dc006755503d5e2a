import { newServer, type MockXhr } from 'mock-xmlhttprequest';

/** A request the fake network received, with the calls that answer it (progress, respond, error). */
export type FakeXhrRequest = Parameters<NonNullable<typeof MockXhr.onSend>>[0];

/**
 * The network under XMLHttpRequest for one POST route (the feedback upload, which does not go
 * through the tRPC link): keeps what was sent, in order, and answers each request with the
 * handler a test gives to `answer` (by default it never answers). `install()` before each test
 * puts it in place of the browser's XMLHttpRequest, `remove()` after it puts that back.
 */
export function fakeXhrPost(url: string) {
  const requests: FakeXhrRequest[] = [];
  let handler: (request: FakeXhrRequest) => void = () => undefined;
  const server = newServer({
    post: [
      url,
      (request) => {
        requests.push(request);
        handler(request);
      },
    ],
  });
  return {
    requests,
    answer(next: (request: FakeXhrRequest) => void) {
      handler = next;
    },
    install() {
      requests.length = 0;
      handler = () => undefined;
      server.install();
    },
    remove() {
      server.remove();
    },
  };
}
