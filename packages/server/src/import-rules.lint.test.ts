/**
 * The one session step and the capability map hold because the linter does (eslint.config.js):
 * a door of its own that opens a session or sets the session cookie beside the step is
 * refused, and so is an import between capabilities the map (packages/server/capabilities.mjs)
 * has no arrow for, and one along an arrow that reaches past the `index.ts` a capability offers.
 * Each case is a file as someone might write it.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Where the server's files are: the linter decides by a file's path. */
const SRC = 'packages/server/src';

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
    const messages = await restrictedImports(`${SRC}/passkeys/passkey.use-case.ts`, OWN_SESSION); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('issueSession')]);
  });

  it('a new door setting its own session cookie is refused: reply with answerWithSession', async () => {
    const messages = await restrictedImports(`${SRC}/passkeys/passkey.routes.ts`, OWN_COOKIE); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('answerWithSession')]);
  });

  it("a door taking the gate's or the session store's way in through their index is refused too", async () => {
    const viaIndex = `import { openSession } from '../gates/index.js';\nexport { openSession };\n`;
    const storeItself = `import { insertSession } from '../sessions/index.js';\nexport { insertSession };\n`;
    expect(await restrictedImports(`${SRC}/passkeys/passkey.use-case.ts`, viaIndex)).toEqual([expect.stringContaining('issueSession')]); // prettier-ignore
    expect(await restrictedImports(`${SRC}/log-in/login.use-case.ts`, storeItself)).toEqual([expect.stringContaining('openSession')]); // prettier-ignore
  });

  it('the step itself opens the session and its reply sets the cookie', async () => {
    const step = await restrictedImports(`${SRC}/sessions/session-step.ts`, OWN_SESSION.replace('doors.js', 'index.js')); // prettier-ignore
    const reply = await restrictedImports(`${SRC}/sessions/session-answer.ts`, OWN_COOKIE.replace('../sessions/', './')); // prettier-ignore
    expect([...step, ...reply]).toEqual([]);
  });
});

describe('capabilities import one another only along the arrows of the capability map', () => {
  const fromTwoFactor = `import { loginSecondFactor } from '../two-factor/index.js';\nexport { loginSecondFactor };\n`;
  const insideTwoFactor = fromTwoFactor.replace('index.js', 'two-factor.service.js');

  it('a capability the map gives no arrow to two-factor is refused its insides', async () => {
    const messages = await restrictedImports(`${SRC}/referral/referral.service.ts`, fromTwoFactor); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('gives referral no arrow to two-factor')]);
  });

  it('the kernel may not reach into a capability it has no arrow to', async () => {
    const messages = await restrictedImports(`${SRC}/shared/anything.ts`, fromTwoFactor); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('gives shared no arrow to two-factor')]);
  });

  it('an arrow of the map opens only the index.ts of the capability it points to', async () => {
    const messages = await restrictedImports(`${SRC}/log-in/new-step.ts`, insideTwoFactor); // prettier-ignore
    expect(messages).toEqual([expect.stringContaining('through what it offers, two-factor/index.ts')]); // prettier-ignore
  });

  it('the composition root has an arrow to every capability, through its index.ts', async () => {
    const inside = `import { loginRoutes } from './log-in/login.routes.js';\nexport { loginRoutes };\n`;
    const offered = inside.replace('login.routes.js', 'index.js');
    expect(await restrictedImports(`${SRC}/app.ts`, inside)).toEqual([expect.stringContaining('log-in/index.ts')]); // prettier-ignore
    expect(await restrictedImports(`${SRC}/app.ts`, offered)).toEqual([]);
  });

  it('an arrow of the map, the kernel and shared/ are open', async () => {
    const source = `${fromTwoFactor}import { sha256Hex } from '../shared/digest.js';\nimport type { Store } from '../store/store.js';\nexport { sha256Hex };\nexport type { Store };\n`;
    expect(await restrictedImports(`${SRC}/log-in/new-step.ts`, source)).toEqual([]);
  });

  it("the store reads each capability's own tables, and nothing else of it", async () => {
    const tables = `import { telegramStore } from '../telegram/telegram.store.js';\nexport { telegramStore };\n`;
    const service = `import { bindTelegram } from '../telegram/telegram.service.js';\nexport { bindTelegram };\n`;
    expect(await restrictedImports(`${SRC}/store/store.ts`, tables)).toEqual([]);
    expect(await restrictedImports(`${SRC}/store/store.ts`, service)).toEqual([
      expect.stringContaining('gives store no arrow to telegram'),
    ]);
  });

  it("tests and the tests' helpers are free of the map", async () => {
    expect(await restrictedImports(`${SRC}/referral/referral.routes.test.ts`, insideTwoFactor)).toEqual([]); // prettier-ignore
  });
});
