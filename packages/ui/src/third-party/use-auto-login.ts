/**
 * The Telegram page's countdown (decision 072), for a component mounted when Telegram's fields
 * have arrived: the seconds left, whether it was cancelled or has run out, and the two buttons.
 */
import { useMachine } from '../machine/react';
import { autoLoginMachine } from './auto-login.machine';

export type AutoLoginPhase = 'countingDown' | 'cancelled' | 'loggingIn';

export function useAutoLogin() {
  const [snapshot, send] = useMachine(autoLoginMachine);
  return {
    phase: snapshot.value as AutoLoginPhase,
    secondsLeft: snapshot.context.secondsLeft,
    cancel: () => send({ type: 'CANCEL' }),
    logInNow: () => send({ type: 'LOG_IN_NOW' }),
  };
}
