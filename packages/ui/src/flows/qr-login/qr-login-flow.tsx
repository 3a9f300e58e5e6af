import { QrPanelView } from './screens/qr-panel.view';
import { useQrLogin } from './use-qr-login';

/** The QR-code log-in flow: mounted while the "QR code" tab is open, so it polls only then. */
export function QrLoginFlow() {
  const qr = useQrLogin();
  return <QrPanelView qr={qr} />;
}
