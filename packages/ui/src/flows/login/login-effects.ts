/**
 * What the log-in machine does around its calls, shared by every flow that runs it (the main
 * log-in and the sub-account log-in): the security-verification calls, the stored guide
 * token, the completion and the pages a step leads to. Each flow adds its own `logIn` actor.
 * Their bodies (login-actions.ts) load once the visitor is on the form: no first screen draws
 * with them (decision 047).
 */
import type { RefObject } from 'react';
import { fromPromise } from '../../machine';
import type { WidgetT } from '../../i18n/namespaces';
import type { useToast } from '../../components/toast';
import type { WidgetContextValue } from '../../widget/widget-context';
import type { WidgetOptions } from '../../widget/widget-options';
import type { LoginStep } from './login-answer';
import type * as LoginActions from './login-actions';
import type { LoginActionName } from './login-actions';
import { LATER_ACTIONS, type LoginContext, type RiskCheckInput } from './login.setup';

/** The configured origin of the site a site-jump step goes to, if any. */
export function siteJumpOrigin(options: WidgetOptions, step: LoginStep | null) {
  if (step?.kind !== 'siteJump') return undefined;
  const origin = options.siteOrigins?.[step.targetSite];
  return origin ? origin.replace(/\/+$/, '') : undefined;
}

/** What the effects read at the moment they run (useLatest). */
export interface LoginEffectsDeps {
  widget: WidgetContextValue;
  t: WidgetT;
  toast: ReturnType<typeof useToast>;
}

type Args = { context: LoginContext };

/**
 * One fetch, shared: the effects run in the order the machine ran them (the guide token is
 * stored before the completion reads it).
 */
let bodies: Promise<typeof LoginActions> | undefined;
export function preloadLoginActions() {
  bodies ??= import('./login-actions').catch((error: unknown) => {
    // A failed fetch is tried again by the next effect.
    bodies = undefined;
    throw error;
  });
  return bodies;
}

/** The setup's names of the bodies to load: one list, so a new one cannot be left out. */
const ACTION_NAMES = Object.keys(LATER_ACTIONS) as LoginActionName[];

/** The machine's actors (but `logIn`), actions and guards, for `loginMachine.provide`. */
export function loginEffects(latest: RefObject<LoginEffectsDeps>) {
  const actions = Object.fromEntries(
    ACTION_NAMES.map((name) => [
      name,
      ({ context }: Args) =>
        void preloadLoginActions().then((module) => module.actions[name](latest.current, context)),
    ]),
  ) as Record<LoginActionName, (args: Args) => void>;
  return {
    actors: {
      sendRiskCode: fromPromise(async ({ input, signal }: { input: string; signal: AbortSignal }) =>
        (await preloadLoginActions()).sendLoginRiskCode(latest.current, input, signal),
      ),
      checkRiskCode: fromPromise(
        async ({ input, signal }: { input: RiskCheckInput; signal: AbortSignal }) =>
          (await preloadLoginActions()).checkLoginRiskCode(latest.current, input, signal),
      ),
    },
    actions,
    guards: {
      complianceWallUnavailable: ({ context }: Args) =>
        siteJumpOrigin(latest.current.widget.options, context.step) === undefined,
    },
  };
}
