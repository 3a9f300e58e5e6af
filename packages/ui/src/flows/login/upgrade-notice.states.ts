/**
 * behaviour §4: "If a messaging bind result is not success, an upgrade modal shows first (2000 ms
 * delay before finishing login after it)". The modal's Continue finishes at once; the step
 * that was waiting behind it (signed in, or the site jump) is then routed as usual.
 */
import { loginSetup } from './login.setup';

export const upgradeNoticeState = loginSetup.createStateConfig({
  after: {
    upgradeNoticeFinish: { target: 'routingAnswer', actions: 'finishUpgradeNotice' },
  },
  on: {
    CONFIRM: { target: 'routingAnswer', actions: 'finishUpgradeNotice' },
  },
});
