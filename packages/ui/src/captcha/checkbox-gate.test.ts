import { afterEach, describe, expect, it } from 'vitest';
import { checkboxGate } from './checkbox-gate';

afterEach(() => checkboxGate.reset());

const answer = (token: string) => async () => ({ token, scene: 31000 });

describe('the visible checkbox: a solved captcha is accepted once (behaviour §4 captcha before submit)', () => {
  it('a tick keeps its answer for the next submit, which spends it; the one after asks for a new tick', async () => {
    await checkboxGate.tick(31000, answer('t-1'));
    expect(checkboxGate.status(31000)).toBe('done');
    expect(await checkboxGate.take(31000)).toEqual({ token: 't-1', scene: 31000 });

    const second = checkboxGate.take(31000);
    expect(checkboxGate.status(31000)).toBe('wanted');
    await checkboxGate.tick(31000, answer('t-2'));
    expect(await second).toEqual({ token: 't-2', scene: 31000 });
    expect(checkboxGate.status(31000)).toBe('done');
  });

  it('a proof-of-work that fails leaves the box failed, and an aborted submit stops waiting', async () => {
    await checkboxGate.tick(31000, async () => undefined);
    expect(checkboxGate.status(31000)).toBe('failed');
    const controller = new AbortController();
    const waiting = checkboxGate.take(31000, controller.signal);
    controller.abort();
    expect(await waiting).toBeUndefined();
    expect(checkboxGate.status(31000)).toBe('idle');
  });

  it('scenes are apart: a box on the login form is not a box on sign-up', async () => {
    const stop = checkboxGate.subscribe(31000, () => undefined);
    expect(checkboxGate.shown(31000)).toBe(true);
    expect(checkboxGate.shown(31004)).toBe(false);
    stop();
    expect(checkboxGate.shown(31000)).toBe(false);
  });
});
