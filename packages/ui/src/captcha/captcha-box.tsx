/**
 * The "I'm not a robot" box itself (captcha-checkbox.tsx shows it when captcha-info says
 * `visible`; its code loads then). Ticking it runs the new captcha's proof-of-work and says
 * when it is done; the next submit takes the answer (checkbox-gate.ts).
 */
import { captchaInfoCall } from '@foyer/contract';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useWidget } from '../widget/widget-context';
import styles from './captcha-checkbox.module.css';
import { checkboxGate } from './checkbox-gate';
import { solvePow } from './captcha-code';

const STATUS_KEYS = {
  idle: null,
  wanted: 'captcha:tickFirst',
  solving: 'captcha:checking',
  done: 'captcha:done',
  failed: 'captcha:failed',
} as const;

/** `open`: captcha-info has said `visible` (the box is shown from then on). */
export function CaptchaBox({ scene }: { scene: number; open: boolean }) {
  const { t } = useTranslation();
  const { api } = useWidget();
  const messageId = useId();
  const status = useSyncExternalStore(
    (listener) => checkboxGate.subscribe(scene, listener),
    () => checkboxGate.status(scene),
    // A page rendered before any script (decision 050): no box has been ticked yet.
    () => 'idle' as const,
  );

  // A fresh challenge per tick: the one at mount may have expired by now.
  const solve = async () => {
    const info = await api.call(captchaInfoCall, { scene }, { hideError: true });
    if (!info.ok || !info.result.pow) return undefined;
    const token = await solvePow(info.result.pow);
    return token ? { token, scene } : undefined;
  };

  const checked = status === 'solving' || status === 'done';
  const messageKey = STATUS_KEYS[status];
  return (
    <div className={styles.box} data-status={status}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={checked}
          aria-invalid={status === 'wanted' || status === 'failed'}
          aria-describedby={messageId}
          ref={(input) => {
            // A submit before the tick asks for it: bring the box to the person.
            if (input && status === 'wanted') input.focus();
          }}
          onChange={() => void checkboxGate.tick(scene, solve)}
        />
        {t('captcha:notRobot')}
      </label>
      <p id={messageId} className={styles.message} role="status">
        {messageKey ? t(messageKey) : ''}
      </p>
    </div>
  );
}
