/** The retention modal's gift: drawn inline, so the modal fetches nothing. */
export function GiftArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <circle cx="60" cy="52" r="42" fill="currentColor" opacity="0.1" />
      <rect x="30" y="44" width="60" height="40" rx="6" fill="currentColor" opacity="0.85" />
      <rect x="24" y="32" width="72" height="16" rx="5" fill="currentColor" />
      <rect x="55" y="32" width="10" height="52" fill="var(--foyer-surface-raised)" opacity="0.9" />
      <path
        d="M60 32c-6-12-22-16-24-6-1 6 10 8 24 6zm0 0c6-12 22-16 24-6 1 6-10 8-24 6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="18" cy="22" r="3" fill="currentColor" opacity="0.5" />
      <circle cx="102" cy="18" r="4" fill="currentColor" opacity="0.4" />
      <circle cx="100" cy="70" r="2.5" fill="currentColor" opacity="0.5" />
    </svg>
  );
}
