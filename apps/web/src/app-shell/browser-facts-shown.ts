import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the browser's facts show yet (the visitor's theme, and the widget's
 * `BrowserFactsShown`): in a prerendered page, not while it is rendered and hydrated
 * (decision 050: CSS shows the visitor's theme meanwhile), then from a render in a
 * transition right after hydration, which React renders in slices; in a page the browser
 * renders alone, from the first render.
 */
export function useBrowserFactsShown(prerendered: boolean): boolean {
  const [shown, setShown] = useState(!prerendered);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
