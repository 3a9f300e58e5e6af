/**
 * A host's own app outside the workspace (issue 35 point 7, decision 125): `@foyer/contract`
 * and `@foyer/ui` packed with `npm pack` from their built `dist/`, installed from the tarballs
 * into a fresh Vite + React 19 app in a temp directory, built with `vite build`, and served by a
 * small Node server on a port of its own that proxies `/x-api` to a Foyer server, as one domain.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The version the workspace installed, so the npm cache already holds it. */
function workspaceVersion(name: string): string {
  const manifest = join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const MAIN_TSX = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RegisterLoginModal, type WidgetMode, type WidgetSuccess } from '@foyer/ui';
import '@foyer/ui/style.css';

function App() {
  const [mode, setMode] = useState<WidgetMode | null>(null);
  const [signedIn, setSignedIn] = useState<WidgetSuccess | null>(null);
  return (
    <main>
      <h1>Consumer exchange</h1>
      <button type="button" onClick={() => setMode('register')}>Open sign-up</button>
      <button type="button" onClick={() => setMode('login')}>Open log-in</button>
      <p id="host-status" role="status">
        {signedIn ? \`onSuccess: \${signedIn.mode}, new user \${signedIn.newUser}\` : 'Signed out'}
      </p>
      <RegisterLoginModal
        visible={mode !== null}
        mode={mode ?? 'login'}
        lang="en"
        onClose={() => setMode(null)}
        onSuccess={(success) => {
          setSignedIn(success);
          setMode(null);
        }}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Consumer exchange</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`;

/**
 * Packs both packages, writes the app, installs the tarballs and builds it; returns the app's
 * directory (its `dist/` is what is served). Needs `npm run build` first: a package's tarball is
 * its `dist/`.
 */
export async function buildConsumerApp(): Promise<string> {
  for (const pkg of ['contract', 'ui']) {
    if (!existsSync(join(root, 'packages', pkg, 'dist', 'index.js'))) {
      throw new Error(`packages/${pkg}/dist is missing: run \`npm run build\` first`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'foyer-consumer-'));
  await run(
    'npm',
    ['pack', '-w', '@foyer/contract', '-w', '@foyer/ui', '--pack-destination', dir],
    {
      cwd: root,
    },
  );
  const version = (pkg: string) =>
    (
      JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  const manifest = {
    name: 'foyer-consumer-app',
    private: true,
    type: 'module',
    scripts: { build: 'vite build' },
    dependencies: {
      '@foyer/contract': `file:./foyer-contract-${version('contract')}.tgz`,
      '@foyer/ui': `file:./foyer-ui-${version('ui')}.tgz`,
      react: workspaceVersion('react'),
      'react-dom': workspaceVersion('react-dom'),
    },
    devDependencies: {
      vite: workspaceVersion('vite'),
      '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
    },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'vite.config.js'), VITE_CONFIG);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'main.tsx'), MAIN_TSX);
  // The npm cache the workspace's install filled serves almost everything; the registry the rest.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
  });
  await run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'error'], { cwd: dir });
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface ConsumerServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `dist/` of the app on a free loopback port; `/x-api` goes to `apiOrigin`. */
export async function serveConsumerApp(appDir: string, apiOrigin: string): Promise<ConsumerServer> {
  const dist = join(appDir, 'dist');
  const api = new URL(apiOrigin);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://consumer.invalid');
    if (url.pathname === '/x-api' || url.pathname.startsWith('/x-api/')) {
      // As a reverse proxy of one domain: the visitor's Host, their address as X-Forwarded-For.
      const upstream = httpRequest(
        {
          hostname: api.hostname,
          port: api.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    const found = file.startsWith(dist) && existsSync(file) && extname(file) !== '';
    const path = found ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function removeConsumerApp(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
