// The baseline of the bundle benchmark: the smallest React 19 page, built the way the web
// app is built (Vite 7, @vitejs/plugin-react, production mode).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
