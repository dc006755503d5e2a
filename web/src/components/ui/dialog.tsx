import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open dialogs' panels, the last opened last: one dialog can open over another (the member
 * centre over a point-mall redemption), and only the top one answers Escape.
 */
const openPanels: HTMLElement[] = [];

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `drawer` slides in from the side (the mobile menu). */
  variant?: 'modal' | 'drawer';
  /** false: no close button, Escape and the backdrop do nothing (a forced password change). */
  dismissible?: boolean;
  /** Extra class on the panel, for dialogs with their own layout. */
  className?: string;
};

/**
 * Modal dialog: focus moves in and stays in (Tab wraps), Escape and the backdrop close it, and focus
 * returns to whatever opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  variant = 'modal',
  dismissible = true,
  className,
}: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    // A form dialog marks its first input with data-autofocus so typing can start at once.
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const body = document.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    if (panel) openPanels.push(panel);

    function onKeyDown(event: KeyboardEvent) {
      // A dialog under another leaves the keys to the one on top: Escape closed both at once.
      if (panel && openPanels.at(-1) !== panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = panel ? openPanels.indexOf(panel) : -1;
      if (index >= 0) openPanels.splice(index, 1);
      body.style.overflow = previousOverflow;
      // Back to what opened it; gone meanwhile (a button that went with what it fixed), the dialog
      // underneath, if any.
      if (previouslyFocused && previouslyFocused !== document.body && previouslyFocused.isConnected)
        previouslyFocused.focus?.();
      else openPanels.at(-1)?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={`dialog-backdrop dialog-backdrop--${variant}`}
      onMouseDown={(e) => dismissible && e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className={`dialog dialog--${size} dialog--${variant}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="icon-btn" onClick={onClose} aria-label={t('close')}>
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <div className="dialog__body">{children}</div>
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
