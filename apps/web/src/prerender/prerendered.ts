/**
 * The pages whose first screen is rendered at build time (decision 050): log-in and sign-up,
 * in every language the app ships texts for, for the default site. The build writes each
 * to `dist/prerendered/{lang}/{page}.html`; the server sends it for `/{lang}/{page}`.
 */
import { REGISTER_TYPES, type RegisterType } from '@foyer/contract';

/** Marks a root whose content was rendered at build time: main.tsx hydrates it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Carries the register type the server rendered a sign-up page for (see below). */
export const REGISTER_TYPE_ATTRIBUTE = 'data-register-type';

export interface PrerenderedPage {
  page: 'login' | 'register';
  /** The key of its title in the app's texts. */
  title: string;
  /**
   * Sign-up's first screen depends on the register type (behaviour §4: a skeleton until it is
   * known). The server fixes it with REGISTER_TYPE, else chooses per device (decision 026):
   * one file per type, `register.{type}.html`, and `register.html` with the skeleton for the
   * per-device choice, which only the browser can make.
   */
  registerType?: RegisterType;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { page: 'login', title: 'app:titles.login' },
  { page: 'register', title: 'app:titles.register' },
  ...REGISTER_TYPES.map((registerType) => ({
    page: 'register' as const,
    title: 'app:titles.register',
    registerType,
  })),
];

/** The file name of a prerendered page in its language's folder. */
export function prerenderedFileName({ page, registerType }: PrerenderedPage): string {
  return registerType ? `${page}.${registerType}.html` : `${page}.html`;
}
