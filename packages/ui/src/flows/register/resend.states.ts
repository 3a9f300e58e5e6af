/**
 * The resend region shared by the code step and the "check your e-mail" screen: Resend is
 * disabled for 60 s, the countdown shown as 00:SS (SPEC §4, §9).
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
            fakeEmail: context.fakeEmail,
            uuid: context.uuid,
          }),
          onDone: [
            gateOnRefusal,
            {
              guard: ({ event }) => event.output.ok,
              target: 'countingDown',
              actions: { type: 'keepUuid', params: ({ event }) => event.output },
            },
            { target: 'canResend' },
          ],
          onError: { target: 'canResend' },
        },
      },
    },
  });
}
