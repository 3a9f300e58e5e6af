import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { SubAccountForm } from './sub-account-form';
import type { Profile } from './use-profile';
import { useSubAccounts } from './use-sub-accounts';

/**
 * The dashboard's "Sub-accounts" section (docs/decisions/020): a main account lists and
 * creates its sub-accounts; a sub-account is told it is one, and whose.
 */
export function SubAccountsSection({ profile }: { profile: Profile }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const sub = profile.sub_account;
  const { list, create } = useSubAccounts(lang, sub === undefined);

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
            <li key={item.id}>
              <span className="sub-name" dir="ltr">
                {item.name}
              </span>{' '}
              <span className="app-muted">{t('app:subAccounts.id', { id: item.id })}</span>
            </li>
          ))}
        </ul>
      )}
      <SubAccountForm onCreate={create} />
    </section>
  );
}
