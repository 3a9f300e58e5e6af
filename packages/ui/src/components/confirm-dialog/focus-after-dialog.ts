/**
 * Where the focus goes when a dialog of the catalogue closes (behaviour §2 "Dialogs"). Radix
 * gives it back to a `Dialog.Trigger`; ours open from a flow's state and have none, so Radix
 * would leave it on the page and a keyboard user would start again from the top.
 *
 * Back to `opener`, the element that had the focus when the dialog opened, if it can take it
 * again; else to the widget's enabled submit button: "Sign up" or "Log in" is disabled while
 * its request runs, so the browser had already dropped its focus when the dialog opened.
 * Nothing moves if something else holds the focus by then (the next step's code boxes).
 */
export function focusAfterDialog(opener: Element | null, widget: HTMLElement | null): void {
  const now = document.activeElement;
  if (now !== null && now !== document.body) return;
  const back =
    opener instanceof HTMLElement && opener !== document.body && isEnabledInPage(opener)
      ? opener
      : widget?.querySelector<HTMLElement>('form [type="submit"]:enabled');
  back?.focus();
}

function isEnabledInPage(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled');
}
