/**
 * The visible "I'm not a robot" checkbox (CAPTCHA_VISIBLE; docs/decisions/022): shown only when
 * captcha-info says `visible`; the box's code (captcha-box.tsx) loads then, not with the first
 * screen.
 */
import { captchaInfoCall } from '@foyer/contract';
import { useEffect, useState } from 'react';
import { lazyDialog } from '../components/lazy/lazy-dialog';
import { useWidget } from '../widget/widget-context';

const CaptchaBox = lazyDialog(() => import('./captcha-box').then((module) => module.CaptchaBox));

export function CaptchaCheckbox({ scene }: { scene: number }) {
  const { api } = useWidget();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void api.call(captchaInfoCall, { scene }, { hideError: true, signal: controller.signal }).then(
      (info) => setVisible(info.ok && info.result.newCaptcha && info.result.visible),
      // Unmounted (aborted) or no answer: no box; the submit's own captcha-info decides.
      () => undefined,
    );
    return () => controller.abort();
  }, [api, scene]);

  return <CaptchaBox open={visible} scene={scene} />;
}
