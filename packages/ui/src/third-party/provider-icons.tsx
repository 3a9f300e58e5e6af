/**
 * The providers' marks, brand-neutral: drawn in the text colour, like the widget's other
 * icons, so they suit both themes and need no brand assets. Decorative: the button's text
 * names the provider.
 */
import type { ThirdPartyTokenType } from '@foyer/contract';
import { iconSvgProps } from '../components/icons';

/** 20 px, beside the button's text. */
const MARK_PROPS = { ...iconSvgProps, width: 20, height: 20 };

function GoogleMark() {
  return (
    <svg {...MARK_PROPS}>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 12h-7.5" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg {...MARK_PROPS}>
      <path d="M12 8c-2-1.5-8-1.6-8 5 0 4.6 3.2 9 5.2 9 1 0 1.6-.6 2.8-.6s1.8.6 2.8.6c2 0 5.2-4.4 5.2-9 0-6.6-6-6.5-8-5Z" />
      <path d="M12 8c0-2.6 1.6-4.6 4-5" />
    </svg>
  );
}

function IdCardMark() {
  return (
    <svg {...MARK_PROPS}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.8-1.4 5.2-1.4 6 0M15 10h3M15 14h3" />
    </svg>
  );
}

/** A paper plane, as Telegram's own mark. */
function PaperPlaneMark() {
  return (
    <svg {...MARK_PROPS}>
      <path d="M21 4 3 11l6 2.5M21 4l-3.5 16-8.5-6.5M21 4 9 13.5V19l3-3.2" />
    </svg>
  );
}

const MARKS: Record<ThirdPartyTokenType, () => React.JSX.Element> = {
  google: GoogleMark,
  apple: AppleMark,
  tr: IdCardMark,
  telegram: PaperPlaneMark,
};

export function ProviderIcon({ provider }: { provider: ThirdPartyTokenType }) {
  const Mark = MARKS[provider];
  return <Mark />;
}
