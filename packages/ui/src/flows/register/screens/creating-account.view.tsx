import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { useSignUpFinished } from '../../../shells/retention/retention-context';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import art from './creating-account.module.css';

function AccountArt() {
  return (
    <svg className={art.art} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="currentColor" opacity="0.1" />
      <circle cx="48" cy="38" r="14" fill="currentColor" opacity="0.85" />
      <path d="M22 76c4-14 14-20 26-20s22 6 26 20z" fill="currentColor" opacity="0.85" />
      <circle cx="72" cy="70" r="13" fill="var(--foyer-surface)" />
      <circle cx="72" cy="70" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M72 64v6l4 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The 'creating account' screen of behaviour §2 (registration progress; behaviour §8 50101): the
 * account of this sign-up is already being created, so the person is sent home rather than
 * signing up twice. Back no longer opens the retention modal while it shows.
 */
export function CreatingAccountView({ onBackHome }: { onBackHome(): void }) {
  const { t } = useTranslation();
  useSignUpFinished();
  return (
    <div className={styles.screen}>
      <AccountArt />
      <FlowHeading>{t('registerExtras:creatingAccount.title')}</FlowHeading>
      <p className={styles.subtitle} role="status">
        {t('registerExtras:creatingAccount.body')}
      </p>
      <Button className={styles.submit} onClick={onBackHome}>
        {t('registerExtras:creatingAccount.backHome')}
      </Button>
    </div>
  );
}
