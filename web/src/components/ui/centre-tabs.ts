import {
  useId,
  useRef,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { nextTabIndex } from '@/lib/roving-tabs';

type TabProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: Ref<HTMLButtonElement>;
  'data-autofocus'?: true;
};

/**
 * The page menu of a centre overlay (the member centre, the agent centre): vertical tabs with one
 * tab in the tab order, the arrows, Home and End moving between pages (WAI-ARIA tabs). `tabProps`
 * spreads onto each page's `<button>`; `panelId` and `tabId` label the panel.
 */
export function useCentreTabs<P extends string>(
  pages: readonly P[],
  current: P,
  onPage: (page: P) => void,
): {
  idBase: string;
  panelId: string;
  tabId: (page: P) => string;
  tabRefs: RefObject<(HTMLButtonElement | null)[]>;
  tabProps: (page: P, index: number) => TabProps;
} {
  const idBase = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = `${idBase}-panel`;
  const tabId = (page: P) => `${idBase}-tab-${page}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, pages.length, { vertical: true });
    if (next === null) return;
    const target = pages[next];
    if (target === undefined) return;
    event.preventDefault();
    onPage(target);
    tabRefs.current[next]?.focus();
  };

  const tabProps = (page: P, index: number): TabProps => ({
    ref: (el) => {
      tabRefs.current[index] = el;
    },
    type: 'button',
    role: 'tab',
    id: tabId(page),
    'aria-selected': page === current,
    'aria-controls': panelId,
    tabIndex: page === current ? 0 : -1,
    className: `centre__tab${page === current ? ' is-active' : ''}`,
    onClick: () => onPage(page),
    onKeyDown: (event) => onKeyDown(event, index),
    'data-autofocus': page === current || undefined,
  });

  return { idBase, panelId, tabId, tabRefs, tabProps };
}
