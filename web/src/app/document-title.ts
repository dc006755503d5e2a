import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';

/** Layers that can name the page: an overlay (the member centre) over the route, a status screen over both. */
export const TITLE_LEVEL = { route: 0, overlay: 1, status: 2 } as const;

type Entry = { text: string; level: number; seq: number };
const entries = new Map<string, Entry>();
let seq = 0;

function apply(brandName: string) {
  let top: Entry | undefined;
  for (const entry of entries.values()) {
    if (!top || entry.level > top.level || (entry.level === top.level && entry.seq > top.seq)) top = entry;
  }
  document.title = top?.text ? `${top.text} · ${brandName}` : brandName;
}

/**
 * Sets the document title to "<page> · <brand>" from a translation key, again whenever the
 * language changes. The highest layer mounted names the page; when it goes the one below takes over.
 * `key` null names nothing (the brand alone shows when nothing does).
 */
export function useDocumentTitle(key: string | null, level: number = TITLE_LEVEL.route) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const brandName = useBootstrap().data?.brand.name ?? '';
  const text = key ? t(key) : '';
  // Mount order decides between titles of one layer (the latest wins), not each update's order.
  const [order] = useState(() => ++seq);

  useEffect(() => {
    if (!brandName) return;
    if (key) entries.set(id, { text, level, seq: order });
    apply(brandName);
    return () => {
      entries.delete(id);
      apply(brandName);
    };
  }, [id, key, text, level, order, brandName, i18n.language]);
}
