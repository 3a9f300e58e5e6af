/** Small inline icons; decorative, so hidden from assistive technology. */
export const iconSvgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function EyeIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function EyeOffIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2" />
      <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg {...iconSvgProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9l-6 6M9 9l6 6" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function DotIcon() {
  return (
    <svg {...iconSvgProps}>
      <circle cx="12" cy="12" r="4" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A shield with a tick: the verified-site badge. */
export function ShieldCheckIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}

/** An arrow pointing back; the stylesheet mirrors it in right-to-left layouts. */
export function BackArrowIcon() {
  return (
    <svg {...iconSvgProps}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}
