import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  realtimeSocketOpened,
  registerRealtimeSocket,
  useFollowRealtimeSession,
  useIsRealtimeFor,
} from './realtime';

describe('realtime session', () => {
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

      act(() => {
        realtimeSocketOpened();
        vi.runAllTimers();
      });
      expect(result.current).toBe(true);

      rerender({ session: 'out' });
      expect(socket.reconnect).toHaveBeenCalledTimes(2);
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
});
