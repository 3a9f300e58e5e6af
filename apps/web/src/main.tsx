import '@foyer/ui/style.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { applyTheme, initialTheme } from './app-shell/app-theme';

const theme = initialTheme(window.location.search);
// Before the first render, so the page never flashes the other theme.
applyTheme(theme);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App initialTheme={theme} />
      </BrowserRouter>
    </StrictMode>,
  );
}
