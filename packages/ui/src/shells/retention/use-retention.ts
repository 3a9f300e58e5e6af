/**
 * The back-navigation guard of sign-up (behaviour §4 "Back-navigation"): a history entry is pushed
 * once; popstate opens the retention modal. Quit goes back (page) or closes (modal); Continue
 * dismisses. docs/decisions/030 explains the choices made where the product was silent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../flows/shared/use-latest';
import type { WidgetVariant } from '../../widget/widget-context';

export interface RetentionInput {
  /** The sign-up view is on screen (the page on sign-up, or the modal open on sign-up). */
  active: boolean;
  /** The sign-up is over (account created, or being created): nobody is held back any more. */
  finished: boolean;
  variant: WidgetVariant;
  /** The modal's close (the host's `onClose`): Quit in the modal. */
  onClose?: () => void;
  /** Quit on a page with nothing behind it in the tab's history. */
  onLeaveToHome: () => void;
}

export interface Retention {
  /** The retention modal is showing. */
  open: boolean;
  /** Continue: dismisses the modal; the next Back asks again. */
  stay: () => void;
  /** Quit: leaves the sign-up. */
  quit: () => void;
}

export type QuitAction = { kind: 'close' } | { kind: 'back' } | { kind: 'home' };

/**
 * Where Quit goes: the modal closes; the page goes back, or to the host's home when the tab
 * opened on the sign-up page (going back would stay on it).
 */
export function quitAction(variant: WidgetVariant, nothingBehind: boolean): QuitAction {
  if (variant === 'modal') return { kind: 'close' };
  return nothingBehind ? { kind: 'home' } : { kind: 'back' };
}

const GUARD_KEY = 'foyerSignUpGuard';

function stateObject(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** The guard entry repeats the current URL and the host router's state, plus our mark. */
function pushGuard(id: string): void {
  window.history.pushState({ ...stateObject(), [GUARD_KEY]: id }, '', window.location.href);
}

function onGuardEntry(id: string): boolean {
  return stateObject()[GUARD_KEY] === id;
}

let guardCount = 0;

export function useRetention(input: RetentionInput): Retention {
  const [open, setOpen] = useState(false);
  const [id] = useState(() => {
    guardCount += 1;
    return `${Date.now().toString(36)}-${guardCount}`;
  });
  const latest = useLatest(input);
  /** Our entry is in the history, ahead of the page's own, and Back has not left it. */
  const guarded = useRef(false);
  /** The current history entry is ours, as last seen. */
  const onGuard = useRef(false);
  const nothingBehind = useRef<boolean | null>(null);
  const mounted = useRef(false);
  const holding = input.active && !input.finished;

  const arm = useCallback(() => {
    nothingBehind.current ??= window.history.length <= 1;
    pushGuard(id);
    guarded.current = true;
    onGuard.current = true;
  }, [id]);

  // Pushed once when the sign-up shows; a ref survives React's re-run of effects.
  useEffect(() => {
    if (holding && !guarded.current) arm();
  }, [holding, arm]);

  // Sign-up hidden or shown again: see where we stand. A host that replaced our entry (its
  // log-in route) has taken it over; if it is still ours and the modal closed or log-in
  // shows (not finished), take it out again.
  useEffect(() => {
    onGuard.current = onGuardEntry(id);
    if (input.active || input.finished || !onGuard.current) return;
    guarded.current = false;
    onGuard.current = false;
    window.history.back();
  }, [input.active, input.finished, id]);

  useEffect(() => {
    function onPopState() {
      const leftGuard = onGuard.current;
      onGuard.current = onGuardEntry(id);
      if (onGuard.current) {
        // Forward onto our entry again: the visitor stays.
        guarded.current = true;
        setOpen(false);
        return;
      }
      if (!guarded.current) return;
      guarded.current = false;
      const { active, finished } = latest.current;
      if (!active || finished) return;
      // Back from our entry asks; Back from an entry the host took over (its log-in route)
      // returns to sign-up, which is guarded afresh.
      if (leftGuard) setOpen(true);
      else arm();
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [arm, id, latest]);

  // Unmounted while our entry is current (the host removed the modal): take it out. Checked
  // after a microtask, so React's development re-mount does not count as an unmount.
  useEffect(() => {
    mounted.current = true;
    // The input as it is when the microtask runs (after the unmount), read through the ref.
    const inputNow = latest;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (mounted.current || inputNow.current.finished || !onGuardEntry(id)) return;
        window.history.back();
      });
    };
  }, [id, latest]);

  const stay = useCallback(() => {
    setOpen(false);
    const { active, finished } = latest.current;
    if (active && !finished && !guarded.current) arm();
  }, [arm, latest]);

  const quit = useCallback(() => {
    setOpen(false);
    const action = quitAction(latest.current.variant, nothingBehind.current === true);
    if (action.kind === 'close') latest.current.onClose?.();
    else if (action.kind === 'home') latest.current.onLeaveToHome();
    else window.history.back();
  }, [latest]);

  return { open: open && holding, stay, quit };
}
