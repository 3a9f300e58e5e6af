/**
 * The visible "I'm not a robot" checkbox (CAPTCHA_VISIBLE; docs/decisions/022): shown only when
 * captcha-info says `visible`. Ticking it runs the new captcha's proof-of-work and says when
 * it is done; the next submit takes the answer (checkbox-gate.ts).
 */
import { captchaInfoCall } from '@foyer/contract';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
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

export function CaptchaCheckbox({ scene }: { scene: number }) {
  const { t } = useTranslation();
  const { api } = useWidget();
  const [visible, setVisible] = useState(false);
  const messageId = useId();
  const status = useSyncExternalStore(
    (listener) => checkboxGate.subscribe(scene, listener),
    () => checkboxGate.status(scene),
    // A page rendered before any script (decision 050): no box has been ticked yet.
    () => 'idle' as const,
  );

  useEffect(() => {
    const controller = new AbortController();
    void api.call(captchaInfoCall, { scene }, { hideError: true, signal: controller.signal }).then(
      (info) => setVisible(info.ok && info.result.newCaptcha && info.result.visible),
      // Unmounted (aborted) or no answer: no box; the submit's own captcha-info decides.
      () => undefined,
    );
    return () => controller.abort();
  }, [api, scene]);

  if (!visible) return null;

  // A fresh challenge per tick: the one at mount may have expired by now.
  const solve = async () => {
    const info = await api.call(captchaInfoCall, { scene }, { hideError: true });
    if (!info.ok || !info.result.challenge) return undefined;
    const token = await solvePow(info.result.challenge);
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
