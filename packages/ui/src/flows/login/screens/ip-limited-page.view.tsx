import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { LoginMachineView } from '../use-login';

/**
 * The IP-limited notice (31018) as a page, in place of the form, when the host passes
 * `ipLimitedDisplayType: 'page'` (behaviour §2): the dialog's title, its text with the
 * visitor's IP, and its one action, which goes back to the form.
 */
export function IpLimitedPageView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  const step = snapshot.context.step;
  const ip = step?.kind === 'dialog' && step.dialog.id === 'ipLimited' ? step.dialog.ip : undefined;
  return (
    <div className={styles.screen} data-testid="ip-limited-page">
      <FlowHeading
        subtitle={
          ip
            ? t('loginDialogs:dialogs.ipLimited.body', { ip })
            : t('loginDialogs:dialogs.ipLimited.bodyNoIp')
        }
      >
        {t('loginDialogs:dialogs.ipLimited.title')}
      </FlowHeading>
      <Button className={styles.submit} autoFocus onClick={() => send({ type: 'CONFIRM' })}>
        {t('common:confirm')}
      </Button>
    </div>
  );
}
