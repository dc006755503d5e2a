import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  realtimeLanguageChanged,
  realtimeSocketOpened,
  registerRealtimeSocket,
  resetRealtimeSessionForTests,
  useFollowRealtimeSession,
  useIsRealtimeFor,
} from './realtime';

describe('realtime session', () => {
  afterEach(() => resetRealtimeSessionForTests());

  it('reopens the socket after a login and waits for it before per-member subscriptions', async () => {
    vi.useFakeTimers();
    try {
      const socket = { reconnect: vi.fn(), close: vi.fn(async () => undefined) };
      registerRealtimeSocket(socket);
      const { result, rerender } = renderHook(
        ({ session }: { session: 'in' | 'out' }) => {
          useFollowRealtimeSession(session);
          return useIsRealtimeFor('in');
        },
        { initialProps: { session: 'out' as 'in' | 'out' } },
      );
      // The page's socket was opened as a visitor: nothing reconnects, nothing member-only runs.
      expect(socket.reconnect).not.toHaveBeenCalled();
      expect(result.current).toBe(false);

      rerender({ session: 'in' });
      expect(socket.reconnect).toHaveBeenCalledWith(null);
      expect(result.current).toBe(false); // the old socket still speaks for the visitor

      // The visitor's socket (made before the login) opens late: it is not the member's, and a
      // socket made after the login is asked for again.
      act(() => {
        realtimeSocketOpened(0);
        vi.runAllTimers();
      });
      expect(result.current).toBe(false);
      expect(socket.reconnect).toHaveBeenCalledTimes(2);

      act(() => {
        realtimeSocketOpened(1);
        vi.runAllTimers();
      });
      expect(result.current).toBe(true);
      // Once the member's socket is open, a late visitor's one changes nothing.
      act(() => {
        realtimeSocketOpened(0);
        vi.runAllTimers();
      });
      expect(result.current).toBe(true);
      expect(socket.reconnect).toHaveBeenCalledTimes(2);

      rerender({ session: 'out' });
      expect(socket.reconnect).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('trusts the socket of a page loaded with a session', () => {
    registerRealtimeSocket({ reconnect: vi.fn(), close: vi.fn(async () => undefined) });
    const { result } = renderHook(() => {
      useFollowRealtimeSession('in');
      return useIsRealtimeFor('in');
    });
    expect(result.current).toBe(true);
  });

  it('reopens the socket when the language changes, so the board pushes in the new one', () => {
    resetRealtimeSessionForTests(); // the test set-up's i18n told it a language already
    const socket = { reconnect: vi.fn(), close: vi.fn(async () => undefined) };
    registerRealtimeSocket(socket);
    const { result } = renderHook(() => {
      useFollowRealtimeSession('in');
      return useIsRealtimeFor('in');
    });
    realtimeLanguageChanged('VI'); // the language the page starts in
    expect(socket.reconnect).not.toHaveBeenCalled();
    realtimeLanguageChanged('EN');
    expect(socket.reconnect).toHaveBeenCalledTimes(1);
    realtimeLanguageChanged('EN');
    expect(socket.reconnect).toHaveBeenCalledTimes(1);
    // The same session: member subscriptions go on.
    expect(result.current).toBe(true);
  });
});
