import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server-supplied HTML (notices, help articles), sanitised before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
