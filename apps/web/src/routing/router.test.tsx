import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-support/render-at';
import { navigate } from './location-store';
import { Router, useLocation, useSearchParams } from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

describe('the app router over the History API (decision 053)', () => {
  it('navigate pushes an entry and the page shows the new location', () => {
    renderAt('/en/login', <Where />);
    const entries = window.history.length;
    act(() => navigate('/en/dashboard?newUser=true#top'));
    expect(where()).toBe('/en/dashboard?newUser=true#top');
    expect(window.location.pathname).toBe('/en/dashboard');
    expect(window.history.length).toBe(entries + 1);
  });

  it('navigate with replace changes the address without adding an entry', () => {
    renderAt('/en/register', <Where />);
    const entries = window.history.length;
    act(() => navigate('/en/login', { replace: true }));
    expect(where()).toBe('/en/login');
    expect(window.history.length).toBe(entries);
  });

  it('Back (popstate) shows the location the browser went back to', async () => {
    renderAt('/en/login', <Where />);
    act(() => navigate('/en/app/user/retrieve'));
    expect(where()).toBe('/en/app/user/retrieve');
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/en/login'));
  });

  it('useSearchParams reads the query of the location shown, and follows it', () => {
    function Code() {
      return <p data-testid="code">{useSearchParams().get('code') ?? 'none'}</p>;
    }
    renderAt('/en/qr-login?code=abc', <Code />);
    expect(screen.getByTestId('code')).toHaveTextContent('abc');
    act(() => navigate('/en/qr-login?code=d%20e'));
    expect(screen.getByTestId('code')).toHaveTextContent('d e');
    act(() => navigate('/en/qr-login'));
    expect(screen.getByTestId('code')).toHaveTextContent('none');
  });

  it('the page on screen stays, without a loading fallback, until the next page has loaded', async () => {
    let loaded!: (page: { default: ComponentType }) => void;
    const NextPage = lazy(() => new Promise<{ default: ComponentType }>((r) => (loaded = r)));
    function Pages() {
      return useLocation().pathname === '/en/next' ? <NextPage /> : <p>first page</p>;
    }
    renderAt(
      '/en/first',
      <Suspense fallback={<p>Loading…</p>}>
        <Pages />
      </Suspense>,
    );
    act(() => navigate('/en/next'));
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => loaded({ default: () => <p>next page</p> }));
    expect(screen.getByText('next page')).toBeInTheDocument();
  });

  it('the prerender renders its static location, where there is no address bar', () => {
    window.history.replaceState(null, '', '/elsewhere');
    const html = renderToString(
      <Router staticLocation="/ar-SA/login?theme=dark">
        <Where />
      </Router>,
    );
    expect(html).toContain('/ar-SA/login?theme=dark');
  });
});
