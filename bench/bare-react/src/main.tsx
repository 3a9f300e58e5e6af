// The baseline of the benchmarks: the smallest React 19 log-in form (an e-mail field, a
// password field and a button, labelled), built the way the web app is built (Vite 7,
// @vitejs/plugin-react, production mode) and served compressed as the server sends its files.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  return (
    <main>
      <h1>Log in</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit">Log in</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
);
