import { useId } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import type { DemoTrading } from './use-demo-trading';

/** The dashboard's demo trading card: what is on, and the switch (decision 131). */
export function DemoTradingSection({ demo, busy, failed, switchTo }: DemoTrading) {
  const { t } = useAppTranslation();
  const id = useId();
  return (
    <section
      className={demo ? 'app-card demo-trading demo-trading-on' : 'app-card demo-trading'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{demo ? t('app:demo.onTitle') : t('app:demo.offTitle')}</h2>
      <p>{demo ? t('app:demo.onBody') : t('app:demo.offBody')}</p>
      <button
        type="button"
        className="app-button"
        disabled={busy}
        onClick={() => void switchTo(!demo)}
      >
        {demo ? t('app:demo.leave') : t('app:demo.enter')}
      </button>
      <p role="status" className={failed ? 'security-error' : 'app-muted'}>
        {failed ? t('app:demo.failed') : ''}
      </p>
    </section>
  );
}
