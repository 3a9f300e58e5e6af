/** The widget options a person can toggle on the host page, and how they reach the widget. */
import type { SiteCode } from '@foyer/contract';
import type { WidgetOptions } from '@foyer/ui';

export const FLAG_OPTIONS = [
  'hideRightPanel',
  'hideToggle',
  'hideReferral',
  'hideThirdParty',
  'hidePhoneTab',
  'hideEmailTab',
  'hideLogin',
  'hideRegister',
  'referralReadOnly',
  'emailReadOnly',
  'isInvitePage',
] as const;
export type FlagOption = (typeof FLAG_OPTIONS)[number];

export const TEXT_OPTIONS = [
  'defaultEmail',
  'defaultPhone',
  'defaultUserCode',
  'submitLogin',
  'submitRegister',
  'acceptedTermsText',
] as const;
export type TextOption = (typeof TEXT_OPTIONS)[number];

export interface HostOptions {
  flags: Record<FlagOption, boolean>;
  texts: Record<TextOption, string>;
  site: SiteCode | '';
  ipLimitedDisplayType: 'modal' | 'page';
}

export const INITIAL_HOST_OPTIONS: HostOptions = {
  flags: Object.fromEntries(FLAG_OPTIONS.map((flag) => [flag, false])) as HostOptions['flags'],
  texts: Object.fromEntries(TEXT_OPTIONS.map((text) => [text, ''])) as HostOptions['texts'],
  site: '',
  ipLimitedDisplayType: 'modal',
};

const orUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/** The widget options of the host page's choices (hideLogin/hideRegister go to the modal). */
export function toWidgetOptions({ flags, texts, site, ipLimitedDisplayType }: HostOptions) {
  const { hideLogin, hideRegister, ...pageFlags } = flags;
  const options: WidgetOptions = {
    ...pageFlags,
    defaultEmail: orUndefined(texts.defaultEmail),
    defaultPhone: orUndefined(texts.defaultPhone),
    defaultUserCode: orUndefined(texts.defaultUserCode),
    acceptedTermsText: orUndefined(texts.acceptedTermsText),
    submitTexts: {
      login: orUndefined(texts.submitLogin),
      register: orUndefined(texts.submitRegister),
    },
    site: site || undefined,
    ipLimitedDisplayType,
  };
  return { options, modalOnly: { hideLogin, hideRegister } };
}
