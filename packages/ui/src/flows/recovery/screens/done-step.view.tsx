import { useTranslation } from '../../../i18n/use-translation';
import { useWidget } from '../../../widget/widget-context';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import own from '../recovery.module.css';

/** The last step of recovery and of self-unblock: what happened, and "Log in". */
export function DoneStepView({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const { lang } = useWidget();
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={body}>{title}</FlowHeading>
      <a className={own.primaryLink} href={`/${lang}/login`}>
        {t('recovery:logIn')}
      </a>
    </div>
  );
}
