/** Icons of the login view; decorative, so hidden from assistive technology. */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A shield with a tick: the verified-site badge. */
export function ShieldCheckIcon() {
  return (
    <svg {...common}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}

/** An arrow pointing back; the stylesheet mirrors it in right-to-left layouts. */
export function BackArrowIcon() {
  return (
    <svg {...common}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}
