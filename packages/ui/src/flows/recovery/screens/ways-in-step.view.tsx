import type { FormEvent as ReactFormEvent } from 'react';
import { dateFormat } from '@foyer/contract';
import type { WidgetKey } from '../../../i18n/namespaces';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { useWidget } from '../../../widget/widget-context';
import { FlowHeading } from '../../shared/flow-heading';
import { TermsCheckbox } from '../../shared/fields/terms-checkbox.view';
import styles from '../../shared/flow.module.css';
import type { RecoveryController } from '../use-recovery';

const PROVIDER_NAMES: Record<string, WidgetKey> = {
  google: 'thirdParty:providers.google',
  apple: 'thirdParty:providers.apple',
  tr: 'thirdParty:providers.tr',
  telegram: 'thirdParty:providers.telegram',
};

/**
 * After the reset (decision 110): the account's other ways in, each with "Keep". Ways a thief
 * could have made (linked in the last day, or the provider the account was made with) were
 * paused by the reset and start unticked; the others start ticked.
 */
export function WaysInStepView({ recovery }: { recovery: RecoveryController }) {
  const { t } = useTranslation();
  const { lang } = useWidget();
  const { snapshot, send } = recovery;
  const { waysIn, keep } = snapshot.context;
  const busy = snapshot.matches('keepingWaysIn');
  const date = dateFormat(lang, { date: 'medium', time: 'short' });

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  }

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('recovery:waysIn.subtitle')}>
        {t('recovery:waysIn.title')}
      </FlowHeading>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {waysIn.map(({ way, linked_at: linkedAt, held }) => (
          <TermsCheckbox
            key={way}
            checked={keep.includes(way)}
            onChange={(checked) => send({ type: 'KEEP_TOGGLED', way, keep: checked })}
            customText={
              <>
                {t('recovery:waysIn.keep', {
                  provider: t(PROVIDER_NAMES[way] ?? 'thirdParty:providers.google'),
                })}
                <br />
                <span className={styles.subtitle}>
                  {t('recovery:waysIn.linkedOn', { time: date.format(linkedAt) })}
                  {held ? ` ${t('recovery:waysIn.paused')}` : ''}
                </span>
              </>
            }
          />
        ))}
        <Button type="submit" className={styles.submit} busy={busy} disabled={busy}>
          {t('recovery:waysIn.save')}
        </Button>
      </form>
    </div>
  );
}
