import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test-support/render-at';
import { Link } from './link';
import { useLocation } from './router';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * Whether the click reached the document with its default action prevented, i.e. the link
 * took it. The default is then prevented here in any case: jsdom does not load pages.
 */
let takenByLink: boolean | undefined;
function record(event: MouseEvent) {
  takenByLink = event.defaultPrevented;
  event.preventDefault();
}

function renderLink(props: Partial<Parameters<typeof Link>[0]> = {}) {
  renderAt(
    '/en/app/user/security-item-find',
    <>
      <Link to="/en/app/user/retrieve" {...props}>
        Reset password
      </Link>
      <Where />
    </>,
  );
  return screen.getByRole('link', { name: 'Reset password' });
}

const where = () => screen.getByTestId('where').textContent;

describe('Link: a real link that goes without reloading (decision 053)', () => {
  beforeEach(() => {
    takenByLink = undefined;
    document.addEventListener('click', record);
  });
  afterEach(() => document.removeEventListener('click', record));

  it('is an <a> with the real address, for a new tab, copying, and before the script', () => {
    expect(renderLink()).toHaveAttribute('href', '/en/app/user/retrieve');
  });

  it('a plain left click goes there in the page and pushes a history entry', () => {
    const link = renderLink();
    const entries = window.history.length;
    fireEvent.click(link);
    expect(takenByLink).toBe(true);
    expect(where()).toBe('/en/app/user/retrieve');
    expect(window.history.length).toBe(entries + 1);
  });

  it('replace swaps the current entry instead', () => {
    const link = renderLink({ replace: true });
    const entries = window.history.length;
    fireEvent.click(link);
    expect(where()).toBe('/en/app/user/retrieve');
    expect(window.history.length).toBe(entries);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click is left to the browser (new tab, window, download)', (_name, init) => {
    const link = renderLink();
    fireEvent.click(link, init);
    expect(takenByLink).toBe(false);
    expect(where()).toBe('/en/app/user/security-item-find');
  });

  it('a link with target=_blank or a download is left to the browser', () => {
    fireEvent.click(renderLink({ target: '_blank', rel: 'noreferrer' }));
    expect(takenByLink).toBe(false);
    document.body.replaceChildren();
    fireEvent.click(renderLink({ download: true }));
    expect(takenByLink).toBe(false);
  });

  it('a link to another origin is left to the browser', () => {
    renderAt('/en/', <Link to="https://help.example.com/webform">Support</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Support' }));
    expect(takenByLink).toBe(false);
    expect(window.location.pathname).toBe('/en/');
  });

  it('a click its own handler prevented stays prevented and goes nowhere', () => {
    const link = renderLink({ onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(where()).toBe('/en/app/user/security-item-find');
  });
});
