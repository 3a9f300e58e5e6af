import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * A QR code drawn in the browser (uqr, no network): black on white in both themes, because
 * phone cameras read dark-on-light codes best.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img className="security-qr" src={src} alt={label} width={200} height={200} />;
}
