import { dateFormat } from '@foyer/contract';
import { Fragment, type ReactNode } from 'react';
import { useAppTranslation, type AppKey } from '../i18n/app-i18n';
import { useApp } from './app-context';
import { AppPage } from './app-page';
import { usePageTitle } from './use-page-title';
import './confirm-page.css';

/**
 * The frame of a page that asks this device to confirm what another browser asked (the QR
 * log-in confirm page, the sign-up activation page): the title, the status line of the states
 * that have only a message (`statusKey`), then the page's own content.
 */
export function ConfirmPage({
  titleKey,
  statusKey,
  loading,
  children,
  bare,
}: {
  titleKey: AppKey;
  statusKey: AppKey | undefined;
  loading: boolean;
  children: ReactNode;
  /** In the mini app: no bar (AppPage's `bare`). */
  bare?: boolean;
}) {
  const { t } = useAppTranslation();
  const { ready } = useApp();
  usePageTitle(titleKey);
  if (!ready) return <AppPage bare={bare}>{null}</AppPage>;
  return (
    <AppPage bare={bare}>
      <section className="app-card qr-confirm">
        <h1>{t(titleKey)}</h1>
        {statusKey ? (
          <p role="status" aria-busy={loading || undefined}>
            {t(statusKey)}
          </p>
        ) : null}
        {children}
      </section>
    </AppPage>
  );
}

/** The question, the facts of the request, the warning, then the page's buttons. */
export function ConfirmQuestion({
  question,
  facts,
  warning,
  children,
}: {
  question: string;
  facts: ReactNode;
  warning: string;
  children: ReactNode;
  /** In the mini app: no bar (AppPage's `bare`). */
  bare?: boolean;
}) {
  return (
    <>
      <p>{question}</p>
      {facts}
      <p className="app-muted">{warning}</p>
      <div className="qr-confirm-actions">{children}</div>
    </>
  );
}

export interface ConfirmFact {
  label: string;
  value: string;
  /** Isolated (`<bdi>`): text from elsewhere (a browser name, an address, an e-mail). */
  isolate?: boolean;
}

/** The facts of a request as label / value rows. */
export function ConfirmFacts({ facts }: { facts: ConfirmFact[] }) {
  return (
    <dl className="qr-confirm-facts">
      {facts.map(({ label, value, isolate }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{isolate ? <bdi>{value}</bdi> : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The time a request was made, as the page's language writes a short time of day. */
export function requestTime(lang: string, createTime: number): string {
  return dateFormat(lang, { time: 'short' }).format(createTime);
}

/** A button of a confirm page; `cancel` draws the quieter one, `busy` marks the one at work. */
export function ConfirmButton({
  label,
  onClick,
  disabled,
  busy,
  cancel,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  busy?: boolean;
  cancel?: boolean;
}) {
  return (
    <button
      type="button"
      className={cancel ? 'app-button app-button-quiet' : 'app-button'}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
