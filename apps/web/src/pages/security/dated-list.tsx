import { dateFormat } from '@foyer/contract';
import type { ReactNode } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';

/** One row: what it is, since when, and the one thing the person can do to it. */
export interface DatedItem {
  key: string;
  title: ReactNode;
  since: number;
  action: ReactNode;
}

/**
 * A card of the security page: its title, then its list, or the failure when the list could not
 * be read. `children` come after the list (a status line, buttons).
 */
export function SecurityCard({
  id,
  title,
  failed,
  children,
}: {
  id: string;
  title: string;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useAppTranslation();
  return (
    <section className="app-card" aria-labelledby={id}>
      <h2 id={id} className="security-title">
        {title}
      </h2>
      {failed ? <p role="alert">{t('app:security.problems.failed')}</p> : children}
    </section>
  );
}

/** Rows with a date, "Linked on …" or "Authorized on …", in the page's language. */
export function DatedList({
  items,
  sinceLabel,
  empty,
}: {
  items: readonly DatedItem[];
  sinceLabel: string;
  empty: string;
}) {
  const { lang } = useApp();
  if (items.length === 0) return <p className="app-muted">{empty}</p>;
  const when = dateFormat(lang, { date: 'medium' });
  return (
    <ul className="security-methods">
      {items.map((item) => (
        <li key={item.key} className="security-method">
          <div>
            <p className="app-notice-title">{item.title}</p>
            <p className="app-muted">
              {sinceLabel}{' '}
              <time dateTime={new Date(item.since).toISOString()}>{when.format(item.since)}</time>
            </p>
          </div>
          {item.action}
        </li>
      ))}
    </ul>
  );
}
