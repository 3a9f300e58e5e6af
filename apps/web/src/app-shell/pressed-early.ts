import { useEffect } from 'react';
import { EARLY_PRESSES, TAKEN_OVER } from '@foyer/contract';

/**
 * What a visitor did on a prerendered page while its app was on the way (decision 136): the
 * page's start script keeps the presses on its buttons and the fields left, in order, until
 * the app says it has taken the page over.
 */
type EarlyEvent = ['click' | 'focusout', HTMLElement];
type PageWindow = Window & { [EARLY_PRESSES]?: EarlyEvent[]; [TAKEN_OVER]?: boolean };

/** Called just before hydration: from here React sees the presses itself. */
export function takeOverPresses(): void {
  (window as PageWindow)[TAKEN_OVER] = true;
}

/**
 * Once the app holds the page and shows the browser's facts (the widget's state is then the
 * visitor's, not the prerendered one), what was kept happens again on the same elements
 * (hydration keeps the page's nodes): a press is pressed, and a field left is left again
 * unless the visitor is back in it, so its rule is checked as on a blur.
 */
export function usePressesReplayed(factsShown: boolean): void {
  useEffect(() => {
    if (!factsShown) return;
    const kept = (window as PageWindow)[EARLY_PRESSES]?.splice(0) ?? [];
    for (const [type, element] of kept) {
      if (!element.isConnected) continue;
      if (type === 'click') element.click();
      else if (document.activeElement !== element) {
        element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
    }
  }, [factsShown]);
}
