import { useState } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { useReauthMethod } from '../../reauth/use-reauth-method';
import { SubAccountChangeDialog, type SubAccountChange } from './sub-account-dialogs';
import { SubAccountForm } from './sub-account-form';
import type { Profile } from './use-profile';
import { useSubAccounts } from './use-sub-accounts';

/**
 * The dashboard's "Sub-accounts" section (docs/decisions/020, 106): a main account lists its
 * sub-accounts, creates them, and for each can set a new password or delete it, every change
 * confirmed with its own password (or e-mailed code) and authenticator code; a sub-account is
 * told it is one, and whose.
 */
export function SubAccountsSection({ profile }: { profile: Profile }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const sub = profile.sub_account;
  const subAccounts = useSubAccounts(lang, sub === undefined);
  const reauth = useReauthMethod(lang, sub === undefined);
  const [change, setChange] = useState<SubAccountChange | null>(null);
  const [status, setStatus] = useState('');
  const { list } = subAccounts;

  if (sub) {
    return (
      <section className="app-card sub-accounts" aria-labelledby="sub-accounts-title">
        <h2 id="sub-accounts-title">{t('app:subAccounts.title')}</h2>
        <p className="app-notice">
          {t('app:subAccounts.youAreSub', { name: sub.name, parent: sub.parent_id })}
        </p>
      </section>
    );
  }
  return (
    <section className="app-card sub-accounts" aria-labelledby="sub-accounts-title">
      <h2 id="sub-accounts-title">{t('app:subAccounts.title')}</h2>
      {list === null ? (
        <p className="app-muted" aria-busy="true">
          {t('app:subAccounts.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="app-muted">{t('app:subAccounts.none')}</p>
      ) : (
        <ul className="sub-list" aria-label={t('app:subAccounts.listLabel')}>
          {list.map((item) => (
            <li key={item.id} className="sub-item">
              <p>
                <span className="sub-name" dir="ltr">
                  {item.name}
                </span>{' '}
                <span className="app-muted">{t('app:subAccounts.id', { id: item.id })}</span>
              </p>
              <div className="sub-actions">
                <button
                  type="button"
                  className="app-button app-button-quiet"
                  aria-label={t('app:subAccounts.setPasswordOf', { name: item.name })}
                  onClick={() => setChange({ kind: 'password', sub: item })}
                >
                  {t('app:subAccounts.setPassword')}
                </button>
                <button
                  type="button"
                  className="app-button app-button-quiet"
                  aria-label={t('app:subAccounts.deleteOf', { name: item.name })}
                  onClick={() => setChange({ kind: 'delete', sub: item })}
                >
                  {t('app:subAccounts.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="app-muted">
        {status}
      </p>
      <SubAccountForm onCreate={subAccounts.create} reauth={reauth} />
      {change ? (
        <SubAccountChangeDialog
          change={change}
          subAccounts={subAccounts}
          reauth={reauth}
          onDone={setStatus}
          onClose={() => setChange(null)}
        />
      ) : null}
    </section>
  );
}
