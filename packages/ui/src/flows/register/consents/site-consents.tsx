/**
 * The sign-up's consent boxes for the site (behaviour §5 "Terms", decision 090): the one terms
 * box, or the Turkish site's three, all required; and on the EU site the optional news opt-in.
 * The Turkish boxes and the opt-in are their own chunk, fetched only on their sites, so no
 * other site's first visit pays for them. Used by the form and by dialog 6.
 */
import { Suspense, type ReactNode } from 'react';
import { SITES, type SiteCode } from '@foyer/contract';
import { lazyView } from '../../../components/lazy/lazy-view';
import type { LegalLinks } from '../../../widget/widget-options';
import { TermsCheckbox } from '../../shared/fields/terms-checkbox.view';

export interface SiteTermsProps {
  /** Each of the site's boxes, ticked or not. */
  checked: readonly boolean[];
  onToggle: (box: number, accepted: boolean) => void;
  links: LegalLinks;
  /** The host's `acceptedTermsText`: the first box's text. */
  customText?: ReactNode;
}

// One chunk for both: each site that has either fetches it once; no other site fetches it.
const loadViews = () => import('./site-consents.view');
const TurkishTerms = lazyView(() => loadViews().then((module) => module.TurkishTerms));
const NewsOptIn = lazyView(() => loadViews().then((module) => module.NewsOptIn));

/** The site's terms boxes: Sign up (or dialog 6's Confirm) waits for every one. */
export function SiteTerms({ site, ...props }: SiteTermsProps & { site: SiteCode }) {
  if (SITES[site].termsCheckboxes > 1) {
    return (
      <Suspense fallback={null}>
        <TurkishTerms {...props} />
      </Suspense>
    );
  }
  const { checked, onToggle, links, customText } = props;
  return (
    <TermsCheckbox
      checked={checked[0] ?? false}
      onChange={(accepted) => onToggle(0, accepted)}
      links={links}
      customText={customText}
    />
  );
}

/**
 * The EU site's news opt-in (optional: nothing waits for it), linking the site's privacy
 * notice; nothing on other sites.
 */
export function SiteNewsOptIn({
  site,
  ...props
}: {
  site: SiteCode;
  checked: boolean;
  onChange: (accepted: boolean) => void;
  links: LegalLinks;
}) {
  if (!SITES[site].newsOptIn) return null;
  return (
    <Suspense fallback={null}>
      <NewsOptIn {...props} />
    </Suspense>
  );
}
