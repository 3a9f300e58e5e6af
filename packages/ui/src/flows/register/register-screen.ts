/** Which screen shows each state of the sign-up machine (the flow's map, as a table). */
import type { SnapshotFrom, TopStateOf } from '../../machine';
import { usesLink } from './register-step';
import type { registerMachine } from './register.machine';

export type RegisterScreen =
  | 'loading'
  | 'account'
  | 'securityVerification'
  | 'verifyCode'
  | 'password'
  | 'checkEmail'
  | 'linkExpired'
  | 'creationUnderWay';

/** The machine's top-level states, from its config: a state added there must get its screen here. */
type TopState = TopStateOf<typeof registerMachine>;

export const SCREEN_OF: Record<TopState, RegisterScreen> = {
  choosingLayout: 'loading',
  loadingLayout: 'loading',
  account: 'account',
  gate: 'account',
  sendingVerification: 'account',
  securityVerification: 'securityVerification',
  routingSent: 'account',
  verifyingCode: 'verifyCode',
  choosingPassword: 'password',
  settingPassword: 'password',
  routingPasswordAnswer: 'password',
  waitingForLink: 'checkEmail',
  linkActivated: 'checkEmail',
  creatingLinkedAccount: 'checkEmail',
  routingLinkedAccount: 'checkEmail',
  linkExpired: 'linkExpired',
  accountCreationUnderWay: 'creationUnderWay',
  leftForHome: 'creationUnderWay',
  showingUpgradeNotice: 'verifyCode',
  registered: 'verifyCode',
};

export function screenOf(snapshot: SnapshotFrom<typeof registerMachine>): RegisterScreen {
  const value = snapshot.value;
  const top = (typeof value === 'string' ? value : Object.keys(value)[0]) as TopState;
  // The security modal of a resend (resend.states.ts) shows over the step it resends from.
  if (snapshot.hasTag('securityVerification')) return 'securityVerification';
  const { registerType, form } = snapshot.context;
  const afterLink = usesLink(registerType ?? 'oldCode', form.method);
  // The new link type sets the password once the link is opened: the waiting screen stays.
  if (top === 'settingPassword' && registerType === 'newLink' && afterLink) return 'checkEmail';
  if (top === 'registered' || top === 'showingUpgradeNotice') {
    // Signed up: the screen the person signed up from stays under the upgrade notice, and
    // while the widget leaves.
    if (afterLink) return 'checkEmail';
    return registerType === 'newCode' ? 'password' : 'verifyCode';
  }
  return SCREEN_OF[top] ?? 'account';
}
