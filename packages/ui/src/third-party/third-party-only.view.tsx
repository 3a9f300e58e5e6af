/**
 * The third-party-only view's first screen (behaviour §1 "a third-party sign-in view"): the
 * log-in's title and the same third-party block, submitting through the same log-in flow.
 */
import { useTranslation } from '../i18n/use-translation';
import { FlowHeading } from '../flows/shared/flow-heading';
import styles from '../flows/shared/flow.module.css';
import type { LoginMachineView } from '../flows/login/use-login';
import { ThirdPartySlot } from './third-party-slot';

export function ThirdPartyOnlyView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  return (
    <div className={styles.screen}>
      <FlowHeading>{t('login:title')}</FlowHeading>
      <ThirdPartySlot
        onToken={(token) => send({ type: 'THIRD_PARTY_TOKEN', ...token })}
        busy={snapshot.matches('submittingThirdParty')}
      />
    </div>
  );
}
