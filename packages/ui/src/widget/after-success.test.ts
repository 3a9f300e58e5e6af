import { describe, expect, it } from 'vitest';
import { afterSuccess, dashboardUrl } from './after-success';

describe('after a successful log-in or sign-up', () => {
  it('the destination is /{lang}/dashboard, with ?newUser=true for a new user', () => {
    expect(dashboardUrl('en', false)).toBe('/en/dashboard');
    expect(dashboardUrl('ar-SA', true)).toBe('/ar-SA/dashboard?newUser=true');
  });
  it('the page variant navigates there', () => {
    expect(afterSuccess('page', true, '/en/dashboard')).toEqual({
      kind: 'navigate',
      url: '/en/dashboard',
    });
  });
  it('in the modal the host callback runs; with no callback the page reloads', () => {
    expect(afterSuccess('modal', true, '/en/dashboard')).toEqual({ kind: 'callback' });
    expect(afterSuccess('modal', false, '/en/dashboard')).toEqual({ kind: 'reload' });
  });
  it('in the modal with no callback, a destination that is a page of its own (step two) is reached, not reloaded', () => {
    const stepTwo = '/user/accounts/auth/step2?type=experienced';
    expect(afterSuccess('modal', false, stepTwo, true)).toEqual({ kind: 'navigate', url: stepTwo });
    expect(afterSuccess('modal', true, stepTwo, true)).toEqual({ kind: 'callback' });
  });
});
