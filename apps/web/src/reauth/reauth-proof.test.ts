/**
 * The app's copy of the re-authentication rules answers as the widget's does (decision 106): the
 * same refusal for every ret_code, the same missing field, the same proof.
 */
import { ALL_RET_CODES } from '@foyer/contract';
import * as widget from '@foyer/ui';
import { describe, expect, it } from 'vitest';
import * as app from './reauth-proof';

const METHODS: app.ReauthMethod[] = [
  { factor: 'password', google2fa: false },
  { factor: 'password', google2fa: true },
  { factor: 'code', channel: 'email', to: 'a@example.com', google2fa: true },
  { factor: 'none', google2fa: false },
];
const VALUES: app.ReauthValues[] = [
  { password: '', code: '', google2fa: '' },
  { password: 'Passw0rd!', code: '12345', google2fa: '123456' },
  { password: 'Passw0rd!', code: '123456', google2fa: '12a456' },
];

describe('the app’s and the widget’s re-authentication rules agree', () => {
  it('every ret_code is the same refusal, or none, on both sides; and so is a send’s', () => {
    for (const { code } of ALL_RET_CODES) {
      expect(app.reauthProblemOf(code)).toEqual(widget.reauthProblemOf(code));
      expect(app.sendProblemOf(code)).toEqual(widget.sendProblemOf(code));
    }
  });

  it('the same missing field and the same proof for every method and value', async () => {
    for (const method of METHODS) {
      for (const values of VALUES) {
        expect(app.valuesProblem(method, values)).toEqual(widget.valuesProblem(method, values));
        expect(await app.proofOf(method, values)).toEqual(await widget.proofOf(method, values));
      }
    }
    expect(app.NO_VALUES).toEqual(widget.NO_REAUTH_VALUES);
  });
});
