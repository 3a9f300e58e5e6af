/**
 * Where the log-in and sign-up views (page and modal) ask about residence (behaviour §2
 * dialogs; docs/decisions/074): nothing while a prerendered page hydrates (decision 050), then
 * the prompt's code, fetched after the first screen (decision 047). Whether this visitor is
 * asked is decided there, from the IP info and the stored confirmation, so the first visit's
 * bundle carries none of it.
 */
import { lazy, Suspense } from 'react';
import { chunkWithin } from '../../components/lazy/chunk-within';
import { useBrowserFact } from '../../host/browser-fact';

// Its default export, not `lazyView`: the prompt loads its texts itself, and the first chunk
// saves the bytes of a named export (decision 074).
const LazyResidencePrompt = lazy(() => chunkWithin(() => import('./residence-prompt')));

const inBrowser = () => true;

export function ResidenceSlot() {
  const hydrated = useBrowserFact(inBrowser, false);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyResidencePrompt />
    </Suspense>
  );
}
