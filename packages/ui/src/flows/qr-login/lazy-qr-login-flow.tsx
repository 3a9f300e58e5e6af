import { lazy, Suspense } from 'react';
import { chunkWithin } from '../../components/lazy/chunk-within';
import { QrGeneratingView } from './screens/qr-generating.view';

const QrLoginFlow = lazy(() =>
  chunkWithin(() => import('./qr-login-flow')).then((module) => ({ default: module.QrLoginFlow })),
);

/**
 * The QR tab's flow, loaded when the tab is first opened: its machine and the QR encoder stay
 * out of the first visit's bundle (docs/performance.md). Until then the tab shows the same
 * "Creating a QR code…" state it shows while the code is created.
 */
export function LazyQrLoginFlow() {
  return (
    <Suspense fallback={<QrGeneratingView />}>
      <QrLoginFlow />
    </Suspense>
  );
}
