import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server-supplied HTML (notices, help articles), sanitised before it reaches the DOM. Inline styles
 * go too: they could cover or restyle the portal (phishing overlays) and carry CSS URLs.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
