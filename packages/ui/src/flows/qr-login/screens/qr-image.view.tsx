import { encode } from 'uqr';
import { useMemo } from 'react';

/** Light modules around the code, as scanners expect (ISO/IEC 18004 quiet zone). */
const QUIET_ZONE = 4;

/**
 * The QR code as an inline <svg>, drawn in the browser from the link (uqr, no network).
 * It stays dark on light in both themes, because scanners need the contrast. The link is
 * also in `data-qr-link` for tools (and tests) that cannot use a camera.
 */
export function QrImageView({ link, label }: { link: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(link, { ecc: 'M', border: 0 });
    const parts: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), size: modules + 2 * QUIET_ZONE };
  }, [link]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-link={link}
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
