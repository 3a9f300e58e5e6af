import { legalLinksFor } from '@foyer/contract';
import { useRef, type FormEvent as ReactFormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { MethodTabs } from '../../../components/tabs';
import { useWidget } from '../../../widget/widget-context';
import type { CountryChoice } from '../../shared/credentials-form';
import { EmailField } from '../../shared/fields/email-field.view';
import { ModeToggle } from '../../shared/fields/mode-toggle.view';
import { PhoneField } from '../../shared/fields/phone-field.view';
import { UsernameField } from '../../shared/fields/username-field.view';
import { ReferralField } from '../../shared/fields/referral-field.view';
import { FlowHeading } from '../../shared/flow-heading';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import styles from '../../shared/flow.module.css';
import { useFieldBinding } from '../../shared/use-field-binding';
import { useFocusOnRefusal } from '../../shared/use-refusal-text';
import { visibleMethods } from '../../login/login-method';
import { referralFieldMode } from '../referral/affiliate-referral';
import { AffiliatePanel } from '../referral/affiliate-panel.view';
import { RedeemNote } from '../referral/redeem-note.view';
import {
  ACCOUNT_STEP_RULES,
  REGISTER_RULES,
  USERNAME_STEP_RULES,
  takesOneUsername,
} from '../register-rules';
import { isStepMode } from '../register-step';
import { preloadLaterSteps } from '../lazy-steps';
import { isSubmitDisabled } from '../submit-disabled';
import type { RegisterController } from '../use-register';
import { ThirdPartySlot } from '../../../third-party/third-party-slot';
import { SiteNewsOptIn, SiteTerms } from '../consents/site-consents';

/**
 * Sign-up, first screen: the old mode's one form (tabs, fields, password, referral, terms,
 * "Sign up", then the third-party block), or the new mode's step one (third-party block, one
 * "Email or mobile" field, referral, terms, "Continue"; the password comes in its own step).
 */
export function RegisterFormView({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { options, lang, host, complianceHidden } = useWidget();
  const { snapshot, send, countries, countryImplied, affiliate } = register;
  const referralMode = referralFieldMode(options, affiliate);
  const { form, terms, newsOptIn, registerType, refusal } = snapshot.context;
  const stepMode = registerType !== null && isStepMode(registerType);
  const oneUsername = takesOneUsername(registerType, options);
  const rules = oneUsername ? USERNAME_STEP_RULES : stepMode ? ACCOUNT_STEP_RULES : REGISTER_RULES;
  const bind = useFieldBinding(form, send, rules, { refusal, context: 'register' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, refusal);
  const sending = snapshot.hasTag('sending');
  const thirdParty = (
    <ThirdPartySlot
      onToken={(token) => send({ type: 'THIRD_PARTY_TOKEN', ...token })}
      busy={snapshot.matches('gate') && snapshot.context.thirdParty !== null}
    />
  );
  const submitDisabled = isSubmitDisabled({
    termsAccepted: terms.every(Boolean),
    registerChannel: host.channel.registerChannel,
    presetEmail: options.defaultEmail,
  });
  // A site whose compliance config hides the referral block sends no code at all (decision
  // 090): it shows no invitation either, nor the inviter's card or the redeem note.
  const referralHidden = complianceHidden.includes('referral');
  const links = legalLinksFor(host.site, lang, options.legalLinks);
  // The invitation heading follows the code the visitor arrived with, not what they type.
  const invited =
    !referralHidden &&
    Boolean(
      options.isInvitePage ||
      options.defaultUserCode ||
      host.refFromQuery ||
      host.channel.affiliateId,
    );

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    focusFirstInvalid(event.currentTarget);
  }

  const countryProps = {
    countries,
    country: form.country,
    onCountry: (country: CountryChoice) => send({ type: 'COUNTRY_SELECTED', country }),
    countryInvalid: form.submitted && form.country === null,
    countryImplied,
  };
  const tabs = visibleMethods(options).map((method) => ({
    value: method,
    label: t(method === 'email' ? 'common:email' : 'common:mobile'),
    content:
      method === 'email' ? (
        <EmailField {...bind('email')} autoComplete="email" readOnly={options.emailReadOnly} />
      ) : (
        <PhoneField {...bind('mobile')} {...countryProps} />
      ),
  }));

  return (
    <div className={styles.screen}>
      <FlowHeading>{t(invited ? 'register:inviteTitle' : 'register:title')}</FlowHeading>
      {referralHidden ? null : <AffiliatePanel />}
      {referralHidden ? null : <RedeemNote referral={form.referral} />}
      {stepMode ? thirdParty : null}
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        // The next steps' code, fetched while the visitor fills the form.
        onFocusCapture={preloadLaterSteps}
      >
        {oneUsername ? (
          <UsernameField
            {...bind(form.method)}
            onValueChange={(value) => send({ type: 'USERNAME_CHANGED', value })}
            method={form.method}
            {...countryProps}
          />
        ) : (
          <MethodTabs
            label={t('register:methods')}
            value={form.method}
            onValueChange={(method) => send({ type: 'METHOD_CHANGED', method })}
            tabs={tabs}
          />
        )}
        {stepMode ? null : (
          <PasswordField {...bind('password')} autoComplete="new-password" withChecklist />
        )}
        {referralMode === 'hidden' ? null : (
          <ReferralField {...bind('referral')} readOnly={referralMode === 'readOnly'} />
        )}
        <SiteTerms
          site={host.site}
          checked={terms}
          onToggle={(box, accepted) => send({ type: 'TERMS_TOGGLED', accepted, box })}
          links={links}
          customText={options.acceptedTermsText}
        />
        <SiteNewsOptIn
          site={host.site}
          checked={newsOptIn}
          onChange={(accepted) => send({ type: 'NEWS_OPT_IN_TOGGLED', accepted })}
          links={links}
        />
        <Button
          type="submit"
          className={styles.submit}
          disabled={submitDisabled || sending}
          busy={sending}
        >
          {/* The three-step layout's first step starts the sign-up: the host's words too. */}
          {options.submitTexts?.register ?? t(stepMode ? 'register:continue' : 'register:submit')}
        </Button>
      </form>
      {stepMode ? null : thirdParty}
      <ModeToggle from="register" />
    </div>
  );
}
