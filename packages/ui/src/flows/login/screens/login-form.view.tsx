import { SUB_ACCOUNT_LOGIN_PATH, legalLinksFor, loginCaptchaScene } from '@foyer/contract';
import { useRef, type FormEvent as ReactFormEvent, type ReactNode } from 'react';
import { keyOf, type WidgetKey } from '../../../i18n/namespaces';
import { useTranslation } from '../../../i18n/use-translation';
import { CaptchaCheckbox } from '../../../captcha/captcha-checkbox';
import { Button } from '../../../components/button';
import { MethodTabs } from '../../../components/tabs';
import { PasswordField } from '../../../components/password-field';
import { useWidget } from '../../../widget/widget-context';
import { EmailField } from '../../shared/fields/email-field.view';
import { ModeToggle } from '../../shared/fields/mode-toggle.view';
import { PhoneField } from '../../shared/fields/phone-field.view';
import { TermsCheckbox } from '../../shared/fields/terms-checkbox.view';
import { FlowHeading } from '../../shared/flow-heading';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import styles from '../../shared/flow.module.css';
import { useFieldBinding } from '../../shared/use-field-binding';
import { useFocusOnRefusal } from '../../shared/use-refusal-text';
import { LOGIN_RULES, loginTermsError } from '../login-rules';
import { LazyQrLoginFlow } from '../../qr-login/lazy-qr-login-flow';
import { visibleLoginTabs, type LoginTab } from '../login-method';
import { preloadLaterSteps } from '../lazy-steps';
import { retrievePasswordUrl } from '../retrieve-path';
import type { LoginController } from '../use-login';
import { ThirdPartySlot } from '../../../third-party/third-party-slot';
import { VerifiedSiteBadge } from './verified-site-badge.view';

const TAB_LABELS: Record<LoginTab, WidgetKey> = {
  email: 'common:email',
  mobile: 'common:mobile',
  qrcode: 'qr:tab',
};

/**
 * The log-in form: Email / Mobile / QR code tabs, password, "Log in", and the links around
 * them. The QR tab replaces the password and the submit button with its own panel. The
 * third-party block follows the form (docs/decisions/064).
 */
export function LoginFormView({ login }: { login: LoginController }) {
  const { t } = useTranslation();
  const { options, lang, navigate, host } = useWidget();
  const { snapshot, send, countries, tab, visibility, selectTab, countryImplied } = login;
  const { form, termsRequired, termsAccepted, refusal } = snapshot.context;
  const termsError = form.submitted ? loginTermsError(termsRequired, termsAccepted) : null;
  const bind = useFieldBinding(form, send, LOGIN_RULES, { refusal, context: 'login' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, refusal);
  const submitting = snapshot.matches('submittingCredentials');

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    focusFirstInvalid(event.currentTarget);
  }

  const emailField = (
    <EmailField {...bind('email')} autoComplete="username" readOnly={options.emailReadOnly} />
  );
  const phoneField = (
    <PhoneField
      {...bind('mobile')}
      countries={countries}
      country={form.country}
      onCountry={(country) => send({ type: 'COUNTRY_SELECTED', country })}
      countryInvalid={form.submitted && form.country === null}
      countryImplied={countryImplied}
    />
  );
  const contents: Record<LoginTab, ReactNode> = {
    email: emailField,
    mobile: phoneField,
    qrcode: <LazyQrLoginFlow />,
  };
  const tabs = visibleLoginTabs(visibility).map((value) => ({
    value,
    label: t(TAB_LABELS[value]),
    content: contents[value],
  }));
  const byQr = tab === 'qrcode';

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('login:subtitle')}>{t('login:title')}</FlowHeading>
      <VerifiedSiteBadge />
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        // The next steps' code, fetched while the visitor fills the form.
        onFocusCapture={preloadLaterSteps}
      >
        <MethodTabs label={t('login:methods')} value={tab} onValueChange={selectTab} tabs={tabs} />
        {byQr ? null : (
          <>
            <PasswordField {...bind('password')} autoComplete="current-password" />
            <div className={styles.row}>
              <a className={styles.link} href={retrievePasswordUrl({ lang, oauth: options.oauth })}>
                {t('login:forgotPassword')}
              </a>
              <a
                className={styles.link}
                href={`/${lang}${SUB_ACCOUNT_LOGIN_PATH}`}
                onClick={(event) => {
                  // Built on click: the page's query (redirect_url) is read as it is then. The
                  // redirect rule it needs loads on the click, not with the first screen.
                  event.preventDefault();
                  const { pathname, search } = window.location;
                  void import('../../sub-account-login/links').then(({ subAccountLoginHref }) =>
                    navigate(subAccountLoginHref(lang, pathname, search)),
                  );
                }}
              >
                {t('subAccount:linkFromLogin')}
              </a>
            </div>
            {termsRequired ? (
              <TermsCheckbox
                checked={termsAccepted}
                onChange={(accepted) => send({ type: 'TERMS_TOGGLED', accepted })}
                links={legalLinksFor(host.site, lang, options.legalLinks)}
                customText={options.acceptedTermsText}
                error={termsError ? t(keyOf('common', termsError)) : null}
              />
            ) : null}
            <CaptchaCheckbox scene={loginCaptchaScene(host.site)} />
            <Button type="submit" className={styles.submit} busy={submitting} disabled={submitting}>
              {options.submitTexts?.login ?? t('login:submit')}
            </Button>
          </>
        )}
      </form>
      <ThirdPartySlot
        onToken={(token) => send({ type: 'THIRD_PARTY_TOKEN', ...token })}
        busy={snapshot.matches('submittingThirdParty')}
        takesHandedToken
      />
      <ModeToggle from="login" />
    </div>
  );
}
