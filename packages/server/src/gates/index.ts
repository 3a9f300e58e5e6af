/** gates: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { ID_TAKEN, withFreshAccountId } from './account-id.js';
export { admitAccount, openSession, visitorAt } from './doors.js';
export type { Admission, Door, DoorDeps, Visitor } from './doors.js';
