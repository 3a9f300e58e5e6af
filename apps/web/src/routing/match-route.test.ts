import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

const ROUTES = [
  { path: '/login/*', page: 'login' },
  { path: '/register/activate', page: 'activate' },
  { path: '/register/*', page: 'register' },
  { path: '/dashboard', page: 'dashboard' },
  { path: '/', page: 'host' },
];

const pageAt = (pathname: string) => matchRoute(ROUTES, pathname)?.page;

describe('the route table matches fixed paths (decision 053)', () => {
  it('an exact path matches itself only', () => {
    expect(pageAt('/dashboard')).toBe('dashboard');
    expect(pageAt('/dashboard/settings')).toBeUndefined();
    expect(pageAt('/dashboards')).toBeUndefined();
  });

  it('a prefix path matches itself and anything under it, not a longer word', () => {
    expect(pageAt('/login')).toBe('login');
    expect(pageAt('/login/two-factor/step')).toBe('login');
    expect(pageAt('/loginx')).toBeUndefined();
  });

  it('the first match wins, so a path listed before its prefix is reached', () => {
    expect(pageAt('/register/activate')).toBe('activate');
    expect(pageAt('/register/other')).toBe('register');
  });

  it('case and trailing slashes do not matter, as under React Router', () => {
    expect(pageAt('/Dashboard/')).toBe('dashboard');
    expect(pageAt('/LOGIN//')).toBe('login');
    expect(pageAt('/')).toBe('host');
    expect(pageAt('//')).toBe('host');
  });

  it('encoded segments are decoded before matching; an encoded slash stays one segment', () => {
    expect(pageAt('/dash%62oard')).toBe('dashboard');
    expect(pageAt('/register%2Factivate')).toBeUndefined();
    expect(pageAt('/%E0%A4%A')).toBeUndefined();
  });

  it('a path no route names matches nothing (the app shows "not found")', () => {
    expect(pageAt('/no-such/page')).toBeUndefined();
  });
});
