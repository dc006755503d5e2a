import { SafeHtml } from '@/components/ui/safe-html';

/**
 * An announcement's HTML, sanitised: a chunk of its own (DOMPurify is most of it), loaded when an
 * announcement is first opened from the home page's ticker.
 */
export default function NoticeBody({ html }: { html: string }) {
  return <SafeHtml className="rich-text" html={html} />;
}
