import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useWidget } from '../../../widget/widget-context';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import own from '../recovery.module.css';

/**
 * The last step of recovery and of self-unblock: what happened, and "Log in". The form the
 * visitor sent is gone, so the focus moves on to "Log in", the one thing left to do, rather than
 * fall back to the top of the page.
 */
export function DoneStepView({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const { lang } = useWidget();
  const logIn = useRef<HTMLAnchorElement>(null);
  useEffect(() => logIn.current?.focus(), []);
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={body}>{title}</FlowHeading>
      <a ref={logIn} className={own.primaryLink} href={`/${lang}/login`}>
        {t('recovery:logIn')}
      </a>
    </div>
  );
}
