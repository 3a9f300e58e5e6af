/**
 * The visible "I'm not a robot" checkbox of the new captcha (a site setting, CAPTCHA_VISIBLE,
 * reported by captcha-info as `visible`; docs/decisions/022). Ticking the box runs the
 * proof-of-work; the answer waits here until the next submit takes it (once: the server
 * accepts an answer once). A submit before the tick, or after the answer was spent (a wrong
 * password), unticks the box, asks for a tick and waits.
 *
 * Kept per scene at module level, so the box in the form and the submit in the flow's
 * controller meet without the login machine knowing of it.
 */
import type { MagpieVerifyInfo } from '@foyer/contract';

export type CheckboxStatus = 'idle' | 'wanted' | 'solving' | 'done' | 'failed';

interface Entry {
  status: CheckboxStatus;
  answer?: MagpieVerifyInfo;
  waiters: ((answer: MagpieVerifyInfo) => void)[];
  listeners: Set<() => void>;
}

const entries = new Map<number, Entry>();

function entry(scene: number): Entry {
  let found = entries.get(scene);
  if (!found) {
    found = { status: 'idle', waiters: [], listeners: new Set() };
    entries.set(scene, found);
  }
  return found;
}

function set(scene: number, status: CheckboxStatus, answer?: MagpieVerifyInfo) {
  const current = entry(scene);
  current.status = status;
  current.answer = answer;
  for (const listener of current.listeners) listener();
}

export const checkboxGate = {
  status: (scene: number): CheckboxStatus => entry(scene).status,

  /** Whether a box for the scene is on screen (it subscribes while mounted). */
  shown: (scene: number): boolean => entry(scene).listeners.size > 0,

  subscribe(scene: number, listener: () => void): () => void {
    entry(scene).listeners.add(listener);
    return () => entry(scene).listeners.delete(listener);
  },

  /** The box was ticked: runs `solve`, then hands its answer to a waiting submit or keeps it. */
  async tick(scene: number, solve: () => Promise<MagpieVerifyInfo | undefined>): Promise<void> {
    set(scene, 'solving');
    const answer = await solve().catch(() => undefined);
    if (!answer) return set(scene, 'failed');
    const waiter = entry(scene).waiters.shift();
    // Handed to a waiting submit it is spent, but the box stays done until the next submit.
    if (waiter) {
      set(scene, 'done');
      waiter(answer);
    } else set(scene, 'done', answer);
  },

  /** The submit's answer: the kept one (spent now), or the next tick's; undefined if aborted. */
  take(scene: number, signal?: AbortSignal): Promise<MagpieVerifyInfo | undefined> {
    const current = entry(scene);
    if (current.answer) {
      const { answer } = current;
      set(scene, 'done');
      return Promise.resolve(answer);
    }
    if (current.status !== 'solving') set(scene, 'wanted');
    return new Promise((resolve) => {
      const waiter = (answer: MagpieVerifyInfo) => resolve(answer);
      current.waiters.push(waiter);
      signal?.addEventListener('abort', () => {
        current.waiters = current.waiters.filter((w) => w !== waiter);
        if (current.status === 'wanted') set(scene, 'idle');
        resolve(undefined);
      });
    });
  },

  /** Forgets every scene (tests). */
  reset: () => entries.clear(),
};
