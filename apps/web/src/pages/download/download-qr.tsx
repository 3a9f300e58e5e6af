import { QrCode } from '@foyer/ui';

/**
 * The download address as a QR code, for a visitor at a computer to open on their phone. Its
 * own chunk: the QR encoder loads only when there is an app to download (decision 132).
 */
export default function DownloadQr({ link, label }: { link: string; label: string }) {
  return (
    <div className="download-qr">
      <QrCode link={link} label={label} />
    </div>
  );
}
