import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../app-shell/app-context';
import { type ReauthMethod } from '../../reauth/reauth-proof';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import { SignInMethodsCard } from './sign-in-methods-card';
import {
  linkOffersOf,
  type LinkAnswer,
  type LinkOffer,
  type LinkProblem,
  type SignInMethodsState,
  type UnlinkProblem,
  unlinkProblemOf,
} from './use-sign-in-methods';

// Without an i18n instance the card shows its keys, which these tests name directly.
const app: AppContextValue = {
  lang: 'en',
  theme: 'light',
  setTheme: () => undefined,
  ready: true,
  localize: (path) => `/en${path}`,
};
const LINKED: SignInMethodsState = {
  kind: 'loaded',
  methods: [{ provider: 'google', linkedAt: Date.UTC(2026, 10, 20) }],
};

const TR_OFFER: LinkOffer = {
  provider: 'tr',
  callbackOrigin: 'https://example.com',
  name: 'e-Devlet',
};

const BY_PASSWORD: ReauthMethod = { factor: 'password', google2fa: false };

function renderCard(
  answer: UnlinkProblem | null = null,
  state = LINKED,
  offers: LinkOffer[] = [],
  linkAnswer: LinkProblem | LinkAnswer = null,
  method: ReauthMethod = BY_PASSWORD,
) {
  const unlink = vi.fn().mockResolvedValue(answer);
  const unbindTelegram = vi.fn().mockResolvedValue(answer);
  const link = vi
    .fn()
    .mockResolvedValue(typeof linkAnswer === 'string' ? { problem: linkAnswer } : linkAnswer);
  const sendCode = vi.fn().mockResolvedValue(null);
  const reauth: ReauthMethodHandle = { state: { kind: 'loaded', method }, sendCode };
  render(
    <AppContext.Provider value={app}>
      <SignInMethodsCard
        methods={{ state, unlink, unbindTelegram, offers, link }}
        reauth={reauth}
      />
    </AppContext.Provider>,
  );
  return { unlink, unbindTelegram, link, sendCode };
}

/** Presses "Link …", confirms with the password in its dialog: the link is made from there. */
async function linkWithPassword(button: HTMLElement, password = 'Passw0rd!') {
  const user = userEvent.setup();
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'app:security.methods.linkTitle' });
  await user.type(
    within(dialog).getByLabelText('app:security.reauth.password'),
    `${password}{Enter}`,
  );
  return { user, dialog };
}

const withPassword = (password = 'Passw0rd!') => ({
  method: BY_PASSWORD,
  values: { password, code: '', google2fa: '' },
});

const TELEGRAM_BOUND: SignInMethodsState = {
  kind: 'loaded',
  methods: [],
  telegramLinkedAt: Date.UTC(2026, 10, 26),
};

const unlinkButton = () =>
  screen.getByRole('button', { name: 'app:security.methods.unlinkProvider' });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(unlinkButton());
  const dialog = screen.getByRole('dialog', { name: 'app:security.methods.dialogTitle' });
  return { user, dialog };
}

describe('Sign-in methods on the security page (decision 062)', () => {
  it('lists each linked provider with the day it was linked and an Unlink button', () => {
    renderCard();
    const section = screen.getByRole('region', { name: 'app:security.methods.title' });
    expect(within(section).getByText('app:security.methods.providers.google')).toBeVisible();
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T00:00:00.000Z');
    expect(unlinkButton()).toBeVisible();
  });

  it('lists a bound Telegram account with the day it was bound and an Unlink button (decision 089)', () => {
    renderCard(null, TELEGRAM_BOUND);
    const section = screen.getByRole('region', { name: 'app:security.methods.title' });
    expect(within(section).getByText('app:security.methods.telegram')).toBeVisible();
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T00:00:00.000Z');
    expect(screen.queryByText('app:security.methods.none')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('button')).toEqual([unlinkButton()]);
  });

  it('says so when no provider is linked', () => {
    renderCard(null, { kind: 'loaded', methods: [] });
    expect(screen.getByText('app:security.methods.none')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Unlink asks for the password in a modal dialog that takes the focus', async () => {
    renderCard();
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('app:security.passwordLabel')).toHaveFocus();
  });

  it('keeps the focus inside the dialog: Tab from the last control goes to the first, Shift+Tab back', async () => {
    renderCard();
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText('app:security.passwordLabel');
    const cancel = within(dialog).getByRole('button', { name: 'app:security.methods.cancel' });
    await user.tab();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(password).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('Escape closes the dialog and gives the focus back to its Unlink button', async () => {
    const { unlink } = renderCard();
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unlinkButton()).toHaveFocus();
    expect(unlink).not.toHaveBeenCalled();
  });

  it('sends nothing without a password', async () => {
    const { unlink } = renderCard();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.unlink' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.passwordMissing',
    );
    expect(unlink).not.toHaveBeenCalled();
  });

  it('a wrong password keeps the dialog open with the message and an empty field', async () => {
    const { unlink } = renderCard('wrongPassword');
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText('app:security.passwordLabel');
    await user.type(password, 'not-it{Enter}');
    expect(unlink).toHaveBeenCalledWith('google', 'not-it');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.wrongPassword',
    );
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('an account without a password is told to set one first (48007)', async () => {
    renderCard('needsPassword');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('app:security.passwordLabel'), 'x{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.needsPassword',
    );
  });

  it('the right password unlinks and closes the dialog', async () => {
    const { unlink } = renderCard(null);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('app:security.passwordLabel'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.unlink' }));
    expect(unlink).toHaveBeenCalledWith('google', 'Passw0rd!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the card and its open dialog have no accessibility violations (axe)', async () => {
    renderCard();
    await openDialog();
    // Colours are checked in Chromium (e2e); jsdom lays nothing out.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });
});

describe('Unlinking Telegram from the security page (decision 089)', () => {
  it('Unlink asks for a confirmation without a password, the focus on Cancel; Unlink unbinds Telegram and closes the dialog', async () => {
    const { unlink, unbindTelegram } = renderCard(null, TELEGRAM_BOUND);
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('app:security.methods.telegramDialogBody');
    expect(dialog.querySelector('input')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'app:security.methods.cancel' })).toHaveFocus(); // prettier-ignore
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.unlink' }));
    expect(unbindTelegram).toHaveBeenCalledTimes(1);
    expect(unlink).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel unbinds nothing', async () => {
    const { unbindTelegram } = renderCard(null, TELEGRAM_BOUND);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unbindTelegram).not.toHaveBeenCalled();
  });

  it('an account whose only way in is Telegram keeps it and is told so (48009), the dialog open', async () => {
    renderCard('telegramOnlyWayIn', TELEGRAM_BOUND);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.unlink' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.telegramOnlyWayIn',
    );
    expect(screen.getByText('app:security.methods.telegram')).toBeVisible();
  });

  it("the server's refusals become the dialog's messages: 48007 for a provider, 48009 for Telegram", () => {
    expect(unlinkProblemOf(48007)).toBe('needsPassword');
    expect(unlinkProblemOf(48009)).toBe('telegramOnlyWayIn');
    expect(unlinkProblemOf(RET_CODES.WRONG_PASSWORD.code)).toBe('wrongPassword');
    expect(unlinkProblemOf(RET_CODES.THIRD_PARTY_NOT_LINKED.code)).toBe('notLinked');
    expect(unlinkProblemOf(RET_CODES.CAPTCHA_INIT_ERROR.code)).toBe('failed');
  });

  it('the Telegram dialog has no accessibility violations (axe)', async () => {
    renderCard(null, TELEGRAM_BOUND);
    await openDialog();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });
});

describe('Linking the Turkish provider from the security page (decision 069)', () => {
  const linkButton = () =>
    screen.getByRole('button', { name: 'app:security.methods.linkProvider' });

  it('offers "Link {name}" when the server offers the Turkish provider; it asks the password first, then links with it (decision 106)', async () => {
    const { link } = renderCard(null, LINKED, [TR_OFFER]);
    await userEvent.setup().click(linkButton());
    const dialog = screen.getByRole('dialog', { name: 'app:security.methods.linkTitle' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('app:security.reauth.password')).toHaveFocus();
    expect(link).not.toHaveBeenCalled();
    await userEvent.setup().type(within(dialog).getByLabelText('app:security.reauth.password'), 'Passw0rd!{Enter}'); // prettier-ignore
    expect(link).toHaveBeenCalledWith(TR_OFFER, withPassword());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without the password nothing is opened or sent: the error stays beside the field', async () => {
    const { link } = renderCard(null, LINKED, [TR_OFFER]);
    const user = userEvent.setup();
    await user.click(linkButton());
    const dialog = screen.getByRole('dialog', { name: 'app:security.methods.linkTitle' });
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.linkContinue' })); // prettier-ignore
    const field = within(dialog).getByLabelText('app:security.reauth.password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('app:security.reauth.problems.passwordMissing');
    expect(link).not.toHaveBeenCalled();
  });

  it('a wrong password keeps the dialog open, the error beside the emptied field', async () => {
    const answer: LinkAnswer = { reauth: { field: 'password', key: 'wrongPassword' } };
    renderCard(null, LINKED, [TR_OFFER], answer);
    const { dialog } = await linkWithPassword(linkButton(), 'not-it');
    const field = within(dialog).getByLabelText('app:security.reauth.password');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('app:security.reauth.problems.wrongPassword');
  });

  it('with two-factor on it asks the authenticator code too, each error beside its own field', async () => {
    const { link } = renderCard(null, LINKED, [TR_OFFER], null, { factor: 'password', google2fa: true }); // prettier-ignore
    const { user, dialog } = await linkWithPassword(linkButton());
    const code = within(dialog).getByLabelText('app:security.reauth.google2fa');
    expect(code).toHaveAccessibleDescription('app:security.reauth.problems.google2faMissing');
    expect(within(dialog).getByLabelText('app:security.reauth.password')).not.toHaveAttribute('aria-invalid'); // prettier-ignore
    expect(link).not.toHaveBeenCalled();
    await user.type(code, '123456{Enter}');
    expect(link).toHaveBeenCalledWith(TR_OFFER, {
      method: { factor: 'password', google2fa: true },
      values: { password: 'Passw0rd!', code: '', google2fa: '123456' },
    });
  });

  it('an account without a password is sent a code to its address, then enters it', async () => {
    const method: ReauthMethod = { factor: 'code', channel: 'email', to: 'a@example.com', google2fa: false }; // prettier-ignore
    const { link, sendCode } = renderCard(null, LINKED, [TR_OFFER], null, method);
    const user = userEvent.setup();
    await user.click(linkButton());
    const dialog = screen.getByRole('dialog', { name: 'app:security.methods.linkTitle' });
    expect(within(dialog).queryByLabelText('app:security.reauth.password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'app:security.reauth.sendCode' }));
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('app:security.reauth.sent.email');
    await user.type(
      within(dialog).getByLabelText('app:security.reauth.code.email'),
      '654321{Enter}',
    );
    expect(link).toHaveBeenCalledWith(TR_OFFER, {
      method,
      values: { password: '', code: '654321', google2fa: '' },
    });
  });

  it('Escape closes the link dialog, links nothing, and gives the focus back to its button', async () => {
    const { link } = renderCard(null, LINKED, [TR_OFFER]);
    const user = userEvent.setup();
    await user.click(linkButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(linkButton()).toHaveFocus();
    expect(link).not.toHaveBeenCalled();
  });

  it('the link dialog has no accessibility violations (axe)', async () => {
    renderCard(null, LINKED, [TR_OFFER], null, { factor: 'password', google2fa: true });
    await userEvent.setup().click(linkButton());
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });

  it('offers no link when the account already has the Turkish provider, or the server offers none', () => {
    const linkedTr: SignInMethodsState = {
      kind: 'loaded',
      methods: [{ provider: 'tr', linkedAt: Date.UTC(2026, 10, 20) }],
    };
    renderCard(null, linkedTr, [TR_OFFER]);
    expect(screen.getByText('e-Devlet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'app:security.methods.linkProvider' })).toBeNull();
  });

  it.each([
    ['linkedElsewhere', 'a person linked to another account (48010)'],
    ['alreadyLinked', 'an account that has the provider (48011)'],
    ['blocked', 'a blocked popup'],
  ] as const)('a refused link (%s: %s) is said in an alert', async (problem, _why) => {
    renderCard(null, LINKED, [TR_OFFER], problem);
    await linkWithPassword(linkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `app:security.methods.linkProblems.${problem}`,
    );
  });

  it('a cancelled popup shows nothing', async () => {
    renderCard(null, LINKED, [TR_OFFER], 'cancelled');
    await linkWithPassword(linkButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a made link is announced in the status region (linkSuccessful)', () => {
    renderCard(null, { ...LINKED, linked: 'tr' }, [TR_OFFER]);
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(
      'app:security.methods.linkSuccessful',
    );
  });
});

describe('Linking Google and Apple from the security page (decision 073)', () => {
  const ORIGIN = 'https://example.com';
  const offer = (provider: LinkOffer['provider']): LinkOffer => ({ provider, callbackOrigin: ORIGIN }); // prettier-ignore
  const linkButtons = () =>
    screen.queryAllByRole('button', { name: 'app:security.methods.linkProvider' });

  it("the server's offer becomes one link per provider it runs a popup for, in order; the Turkish name only on the Turkish one", () => {
    expect(linkOffersOf(undefined)).toEqual([]);
    expect(
      linkOffersOf({ providers: ['tr', 'apple', 'google'], callback_origin: ORIGIN, tr_provider_name: 'e-Devlet' }), // prettier-ignore
    ).toEqual([offer('google'), offer('apple'), { ...offer('tr'), name: 'e-Devlet' }]);
    expect(linkOffersOf({ providers: ['apple'], callback_origin: ORIGIN })).toEqual([
      offer('apple'),
    ]);
  });

  it('"Link Google" / "Link Apple" for the providers offered and not yet linked; each click links its own provider', async () => {
    // Google is linked already (LINKED): only Apple and the Turkish provider are offered.
    const { link } = renderCard(null, LINKED, [offer('google'), offer('apple'), TR_OFFER]);
    expect(linkButtons()).toHaveLength(2);
    await linkWithPassword(linkButtons()[0]!);
    expect(link).toHaveBeenCalledWith(offer('apple'), withPassword());
  });

  it('an account with no link is offered both', async () => {
    const { link } = renderCard(null, { kind: 'loaded', methods: [] }, [offer('google'), offer('apple')]); // prettier-ignore
    expect(linkButtons()).toHaveLength(2);
    await linkWithPassword(linkButtons()[0]!);
    expect(link).toHaveBeenCalledWith(offer('google'), withPassword());
  });

  it.each([
    ['linkedElsewhere', '48010: this Google account is linked to another account'],
    ['alreadyLinked', '48011: the account already has a Google link'],
  ] as const)('a refused Google link (%s, %s) is said in an alert', async (problem, _why) => {
    renderCard(null, { kind: 'loaded', methods: [] }, [offer('google'), offer('apple')], problem);
    await linkWithPassword(linkButtons()[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `app:security.methods.linkProblems.${problem}`,
    );
  });
});
