import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { SafeHtml } from './safe-html';

/**
 * One entry of an `.accordion` list: a heading whose button opens the entry's rich-text panel (the
 * HTML is only rendered while open). `meta` stands in the button after the title.
 */
export function AccordionItem({
  panelId,
  open,
  onToggle,
  heading: Heading,
  title,
  meta,
  html,
}: {
  panelId: string;
  open: boolean;
  onToggle: () => void;
  heading: 'h2' | 'h3';
  title: ReactNode;
  meta?: ReactNode;
  html: string;
}) {
  return (
    <li className={clsx('accordion__item', open && 'is-open')}>
      <Heading className="accordion__heading">
        <button
          type="button"
          className="accordion__trigger"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="accordion__title">{title}</span>
          {meta}
          <Icon name="chevronDown" size={18} className="accordion__chevron" />
        </button>
      </Heading>
      <div id={panelId} className="accordion__panel" hidden={!open}>
        {open ? <SafeHtml className="rich-text" html={html} /> : null}
      </div>
    </li>
  );
}
