import { useRef } from 'react';

/**
 * Where the focus goes when a dialog of the catalogue closes (behaviour §2 "Dialogs"). Radix
 * gives it back to a `Dialog.Trigger`; ours open from a flow's state and have none, so Radix
 * would leave it on the page and a keyboard user would start again from the top.
 *
 * Back to `opener`, the element that had the focus when the dialog opened, if it can take it
 * again; else to the widget's enabled submit button: "Sign up" or "Log in" is disabled while
 * its request runs, so the browser had already dropped its focus when the dialog opened. A
 * submit button disabled until the form is filled in (sign-up's) sends the focus to the form's
 * first field instead; one busy with its request, nowhere: its answer decides what comes next.
 * Nothing moves if something else holds the focus by then (the next step's code boxes).
 */
export function focusAfterDialog(opener: Element | null, widget: HTMLElement | null): void {
  const now = document.activeElement;
  if (now !== null && now !== document.body) return;
  if (opener instanceof HTMLElement && opener !== document.body && isEnabledInPage(opener)) {
    opener.focus();
    return;
  }
  const submit = widget?.querySelector<HTMLElement>('form [type="submit"]');
  if (!submit || submit.getAttribute('aria-busy') === 'true') return;
  const back = submit.matches(':disabled')
    ? submit.closest('form')?.querySelector<HTMLElement>('input:enabled:not([type="hidden"])')
    : submit;
  back?.focus();
}

function isEnabledInPage(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled');
}

/**
 * A Radix `Dialog.Content`'s focus props for a dialog opened from a flow's state: the opener is
 * read as the dialog opens (Radix reads the focus before it moves it inside), and the focus goes
 * back by focusAfterDialog when it closes. `widget` is the widget's root (its portal container).
 */
export function useFocusAfterDialog(widget: HTMLElement | null) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      focusAfterDialog(opener.current, widget);
    },
  };
}
