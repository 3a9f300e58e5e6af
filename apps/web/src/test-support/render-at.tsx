/**
 * Renders under the app's router at an address, as a visit to it would: the router reads the
 * History API itself, so jsdom's address bar is set first. Tests need no memory router.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from '../routing/router';

export function renderAt(path: string, ui: ReactNode): RenderResult {
  window.history.replaceState(null, '', path);
  return render(<Router>{ui}</Router>);
}
