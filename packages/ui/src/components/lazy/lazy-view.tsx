import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadLaterTexts } from '../../i18n/create-i18n';
import { chunkWithin } from './chunk-within';

export type LazyView<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the view's code now, so it is there when the flow gets to it. */
  preload(): void;
};

/**
 * A screen a flow shows after its first one, loaded on demand (decision 047). `preload` lets
 * the flow fetch it as soon as the visitor starts on the first screen, well before the
 * server's answer moves the flow on, so the skeleton of the surrounding `Suspense` shows only
 * if the code is slower than that answer. The English a first screen does not show comes with
 * it (`loadLaterTexts`). A failed fetch, or one not done in 120 s (`chunkWithin`), is tried
 * again next time.
 */
export function lazyView<P>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= Promise.all([chunkWithin(load), loadLaterTexts()]).then(
      ([component]) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
