/**
 * The resend region shared by the code step and the "check your e-mail" screen: Resend is
 * disabled for 60 s, the countdown shown as 00:SS (behaviour §4, §9).
 */
import { registerSetup } from './register.setup';
import { gateOnRefusal } from './route-step';

/** The region, for the parent state whose id path is given (e.g. '#register.verifyingCode'). */
export function resendRegion(parent: string) {
  return registerSetup.createStateConfig({
    initial: 'countingDown',
    states: {
      countingDown: {
        entry: 'startCountdown',
        initial: 'ticking',
        states: {
          ticking: {
            after: {
              tick: [
                { guard: 'countdownOver', target: `${parent}.resend.canResend` },
                { target: 'ticking', reenter: true, actions: 'tick' },
              ],
            },
          },
        },
      },
      canResend: { on: { RESEND: { target: 'resending' } } },
      resending: {
        invoke: {
          src: 'resendVerification',
          input: ({ context }) => ({
            form: context.form,
            registerType: context.registerType ?? 'oldCode',
            uuid: context.uuid,
            riskToken: context.riskToken,
          }),
          onDone: [
            gateOnRefusal,
            // A resend behind the farming check too (decision 035): the security modal first.
            {
              guard: { type: 'askedForVerification', params: ({ event }) => event.output },
              target: 'verifyingResend',
              actions: { type: 'keepRiskToken', params: ({ event }) => event.output },
            },
            {
              guard: ({ event }) => event.output.ok,
              target: 'countingDown',
              actions: [
                'forgetRiskToken',
                { type: 'keepUuid', params: ({ event }) => event.output },
              ],
            },
            // Refused (the wrapper has toasted): the refusal also stays under the boxes.
            {
              target: 'canResend',
              actions: [
                'forgetRiskToken',
                { type: 'keepCodeRefusal', params: ({ event }) => event.output },
              ],
            },
          ],
          onError: { target: 'canResend', actions: 'forgetRiskToken' },
        },
      },
      /** The log-in's panel, as after the first send: passed, the resend again with the token. */
      verifyingResend: {
        tags: 'securityVerification',
        invoke: {
          src: 'securityVerification',
          id: 'securityVerification',
          input: ({ context }) => ({ riskToken: context.riskToken ?? '' }),
          onDone: [
            {
              guard: { type: 'verificationPassed', params: ({ event }) => event.output },
              target: 'resending',
            },
            { target: 'canResend', actions: 'forgetRiskToken' },
          ],
          onError: { target: 'canResend', actions: 'forgetRiskToken' },
        },
      },
    },
  });
}
