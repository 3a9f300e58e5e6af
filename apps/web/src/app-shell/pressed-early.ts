import { useEffect } from 'react';
import { EARLY_PRESSES, TAKEN_OVER } from '@foyer/contract';

/**
 * The presses a visitor made on a prerendered page while its app was on the way (decision 136):
 * the page's start script keeps them until the app says it has taken the page over.
 */
type PageWindow = Window & { [EARLY_PRESSES]?: HTMLElement[]; [TAKEN_OVER]?: boolean };

/** Called just before hydration: from here React sees the presses itself. */
export function takeOverPresses(): void {
  (window as PageWindow)[TAKEN_OVER] = true;
}

/**
 * Once the app holds the page and shows the browser's facts (the widget's state is then the
 * visitor's, not the prerendered one), the presses kept are pressed again, in order, on the
 * same elements: hydration keeps the page's nodes.
 */
export function usePressesReplayed(factsShown: boolean): void {
  useEffect(() => {
    if (!factsShown) return;
    const presses = (window as PageWindow)[EARLY_PRESSES]?.splice(0) ?? [];
    for (const element of presses) if (element.isConnected) element.click();
  }, [factsShown]);
}
