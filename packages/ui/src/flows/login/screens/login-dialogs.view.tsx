import type { LoginMachineView } from '../use-login';
import { LinkOfferDialogView } from '../../../third-party/link-offer-dialog.view';
import { OverLimitDialogView } from './over-limit-dialog.view';
import { RefusalDialogView } from './refusal-dialog.view';
import { SiteJumpDialogView } from './site-jump-dialog.view';
import { TradingPasswordDialogView } from './trading-password-dialog.view';
import { UpgradeNoticeDialogView } from './upgrade-notice-dialog.view';

/** The log-in flow's dialogs, of which one at most is open: their code loads as one. */
export function LoginDialogs({ login }: { login: LoginMachineView; open: boolean }) {
  return (
    <>
      <OverLimitDialogView login={login} />
      <RefusalDialogView login={login} />
      <SiteJumpDialogView login={login} />
      <UpgradeNoticeDialogView login={login} />
      <LinkOfferDialogView login={login} />
      <TradingPasswordDialogView login={login} />
    </>
  );
}
