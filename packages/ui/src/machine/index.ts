/**
 * Our statechart interpreter (decision 057): the subset of XState v5 the flows use, with its
 * names, so a machine config reads as XState's. React bindings are in ./react.
 */
export { assign, createActor, fromPromise, setup } from './setup';
export { waitFor } from './wait-for';
export type {
  ActorRefFrom,
  DoneEvent,
  ErrorEvent,
  SnapshotFrom,
  StateValue,
  TopStateOf,
} from './types';
