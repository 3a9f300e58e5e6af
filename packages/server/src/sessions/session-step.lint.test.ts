/**
 * The one session step holds because the linter does (eslint.config.js): a door of its own
 * that opens a session or sets the session cookie beside the step is refused. Each case is a
 * new door's file as someone might write it; the step's own files may do what it does.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const OWN_SESSION = `import { openSession } from '../gates/doors.js';\nexport { openSession };\n`;
const OWN_COOKIE = `import { setSessionCookie } from '../sessions/session-token.js';\nexport { setSessionCookie };\n`;

describe('a door issues sessions only through the one session step', () => {
  it('a new door opening its own session is refused: issue it with issueSession', async () => {
    const messages = await restrictedImports('packages/server/src/passkeys/passkey.use-case.ts', OWN_SESSION); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('issueSession')]);
  });

  it('a new door setting its own session cookie is refused: reply with answerWithSession', async () => {
    const messages = await restrictedImports('packages/server/src/passkeys/passkey.routes.ts', OWN_COOKIE); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('answerWithSession')]);
  });

  it('the step itself opens the session and its reply sets the cookie', async () => {
    const step = await restrictedImports('packages/server/src/sessions/session-step.ts', OWN_SESSION); // prettier-ignore
    const reply = await restrictedImports('packages/server/src/sessions/session-answer.ts', OWN_COOKIE.replace('../sessions/', './')); // prettier-ignore
    expect([...step, ...reply]).toEqual([]);
  });
});
