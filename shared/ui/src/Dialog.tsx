import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { useTabWrap } from './useTabWrap';

export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose' | 'children'> {
  open: boolean;
  /** Called on Escape, on a backdrop click (when allowed) and when the browser closes the dialog. */
  onClose: () => void;
  /** Rendered only while the dialog is open, so its state starts afresh each time. */
  children: ReactNode;
  /** A click on the backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
}

function focusBack(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}

/**
 * The one modal dialog of the kernel, on the native <dialog> element: the browser makes the rest
 * of the page inert, Tab wraps inside it, Escape closes it, and focus goes back to what opened it.
 * Modal gives it the house header; full-screen panels and viewers bring their own layout.
 */
export function Dialog({ open, onClose, children, closeOnBackdrop = false, onClick, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useTabWrap(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      focusBack(opener.current);
    }
  }, [open]);

  useEffect(() => () => focusBack(opener.current), []);

  return (
    <dialog
      ref={ref}
      {...rest}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser closed it (e.g. a form with method="dialog") while the page still has it open.
        if (openRef.current) onClose();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
