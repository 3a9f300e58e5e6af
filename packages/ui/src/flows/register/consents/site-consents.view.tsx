/**
 * The site-specific consent boxes (decision 090), one chunk loaded only on the sites that show
 * them: the Turkish site's three terms boxes (behaviour §5 "Terms": three checkboxes, all
 * required) and the EU site's news opt-in ("The EU site has an optional news opt-in").
 */
import { useId, type ReactNode } from 'react';
import { TaggedText } from '../../../i18n/tagged-text';
import { useTranslation } from '../../../i18n/use-translation';
import { TermsCheckbox } from '../../shared/fields/terms-checkbox.view';
import styles from '../../shared/flow.module.css';
import type { LegalLinks } from '../../../widget/widget-options';
import type { SiteTermsProps } from './site-consents';

/** A legal page's link, opened beside the form so what was typed stays. */
const newTabLink = (href: string) => (text: ReactNode) => (
  <a href={href} target="_blank" rel="noreferrer">
    {text}
  </a>
);

/**
 * The terms of service, the privacy notice, and the explicit consent to the processing and
 * transfer of personal data: one group, named by the line that says all three are needed.
 */
export function TurkishTerms({ checked, onToggle, links, customText }: SiteTermsProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const tags = { terms: newTabLink(links.terms), privacy: newTabLink(links.privacy) };
  const texts = [
    customText ?? <TaggedText text={t('registerExtras:consents.turkish.terms')} tags={tags} />,
    <TaggedText text={t('registerExtras:consents.turkish.privacy')} tags={tags} />,
    <TaggedText text={t('registerExtras:consents.turkish.explicit')} tags={tags} />,
  ];
  return (
    <div role="group" aria-labelledby={legendId}>
      <p id={legendId} className={styles.busy}>
        {t('registerExtras:consents.turkish.legend')}
      </p>
      {texts.map((text, box) => (
        <TermsCheckbox
          key={box}
          checked={checked[box] ?? false}
          onChange={(accepted) => onToggle(box, accepted)}
          customText={text}
        />
      ))}
    </div>
  );
}

/**
 * The EU news opt-in: unticked at first, never required, sent as `euSubscription`; its text
 * links the site's privacy notice, which says how the address is used.
 */
export function NewsOptIn({
  checked,
  onChange,
  links,
}: {
  checked: boolean;
  onChange: (accepted: boolean) => void;
  links: LegalLinks;
}) {
  const { t } = useTranslation();
  return (
    <TermsCheckbox
      checked={checked}
      onChange={onChange}
      customText={
        <TaggedText
          text={t('registerExtras:consents.newsOptIn')}
          tags={{ privacy: newTabLink(links.privacy) }}
        />
      }
    />
  );
}
