/** sessions: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { credentialsChanged } from './credentials-changed.js';
export { installReauthenticationGate } from './reauthentication-gate.js';
export { answerWithSession, loginAnswer, sessionOfLogIn, signInWhere } from './session-answer.js';
export { accountOfSession, installSessionGate, signedInOf } from './session-gate.js';
export type { SignedIn } from './session-gate.js';
export { issueSession } from './session-step.js';
export type { Afterwards, AlsoDone, SignInMethod } from './session-step.js';
export { sessionCookieName } from './session-token.js';
export { revokeSession } from './sessions.service.js';
// The session gate's way in (gates/doors.ts); the linter keeps it to the gate alone.
// eslint-disable-next-line no-restricted-imports
export { insertSession } from './sessions.service.js';
export type { NewSession, SessionLimits } from './sessions.service.js';
export { userRoutes } from './user.routes.js';
