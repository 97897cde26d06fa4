// Keeps keyboard focus inside a modal dialog while it is open (WAI-ARIA dialog pattern): Tab and
// Shift+Tab wrap around the dialog's controls, Escape asks to close, and on close focus goes back
// to what had it before (the button that opened the dialog), if that is still on the page.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Where Tab (or Shift+Tab) goes from `current` among a dialog's `controls`, or null to let the
 * browser move on inside. Focus outside the controls (the dialog itself) enters at an end.
 */
export function wrapFocus<T>(controls: readonly T[], current: T | null, backwards: boolean): T | null {
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = current === null ? -1 : controls.indexOf(current);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === controls.length - 1) return first;
  return null;
}

const controlsOf = (dialog: HTMLElement): HTMLElement[] =>
  [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.getClientRects().length > 0);

export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus();
    // Keys are the dialog's while focus is in it (or nowhere); a dialog over it handles its own.
    const focusIsOurs = () => {
      const active = document.activeElement;
      return active === null || active === document.body || dialog.contains(active);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!focusIsOurs()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const next = wrapFocus(controlsOf(dialog), active, event.shiftKey);
      if (next) {
        event.preventDefault();
        next.focus();
      }
    };
    // Focus that leaves by other means (a click on the page behind the mask) is brought back;
    // a dialog opened over this one (a confirm question) keeps its own.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || dialog.contains(target) || target.closest('[aria-modal="true"]')) return;
      dialog.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef]);
}
