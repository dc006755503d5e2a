import {
  FrameHeightMessageSchema,
  FreePlayBalanceMessageSchema,
  RoundPlayedMessageSchema,
} from '@portal/contracts';
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The latest message of `schema` the framed game posted, or null until it does (or when it never
 * will: a third-party page). Only a message from that frame's window and from the origin its
 * address names is believed; anything else (another frame, another site, a malformed message) is
 * ignored.
 */
function useFrameReport<T>(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  schema: { safeParse: (data: unknown) => { success: boolean; data?: T } },
): T | null {
  const [reported, setReported] = useState<{ src: string; data: T } | null>(null);
  useEffect(() => {
    if (!src) return;
    let origin: string;
    try {
      origin = new URL(src, window.location.href).origin;
    } catch {
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = schema.safeParse(event.data);
      if (parsed.success && parsed.data !== undefined) setReported({ src, data: parsed.data });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src, schema]);
  return reported && reported.src === src ? reported.data : null;
}

/** The content height the framed game reports (the demo lottery), or null. */
export function useFrameContentHeight(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
): number | null {
  return useFrameReport(frame, src, FrameHeightMessageSchema)?.height ?? null;
}

/** The play-money balance a game playing for free reports (the demo slot), or null. */
export function useFrameFreePlayBalance(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
): string | null {
  return useFrameReport(frame, src, FreePlayBalanceMessageSchema)?.balance ?? null;
}

/**
 * Keeps `--stage-top` on the element: its distance from the top of the page, so CSS can size it to
 * the rest of the viewport (`calc(100dvh - var(--stage-top))`) whatever the header above it
 * measures (the top bar, the navigation, hidden or not, a phone's short header).
 */
export function useStageTop(stage: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const update = () => {
      const top = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY));
      element.style.setProperty('--stage-top', `${top}px`);
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [stage]);
}

/** The id of the round the framed demo slot settled last, or null before it settles one. */
export function useFrameRoundPlayed(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
): string | null {
  return useFrameReport(frame, src, RoundPlayedMessageSchema)?.roundId ?? null;
}
