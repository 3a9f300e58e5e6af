import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CODE_INPUT_DISABLE_AFTER_SUBMIT_MS } from '@foyer/contract';
import {
  EMPTY_DIGITS,
  digitsOf,
  isComplete,
  keyAction,
  nextFocus,
  placeDigits,
  type Digits,
} from './code-digits';

interface CodeBoxesOptions {
  onComplete: (code: string) => void;
  /** A new value empties the boxes (e.g. after a refused code); the 2 s lock still runs. */
  resetKey: number;
  /** Disabled from outside (the code is being checked). */
  disabled: boolean;
  /** Focus the first box whenever the boxes are empty and usable. */
  autoFocus: boolean;
}

/** State and handlers of the six boxes: typing, clearing, pasting, submitting. */
export function useCodeBoxes({ onComplete, resetKey, disabled, autoFocus }: CodeBoxesOptions) {
  const [digits, setDigits] = useState<Digits>(EMPTY_DIGITS);
  const [locked, setLocked] = useState(false);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  // The reset the visitor last typed after: a message about the last code goes once they type.
  const [editedAfter, setEditedAfter] = useState<number | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setDigits(EMPTY_DIGITS);
  }
  const inactive = disabled || locked;
  const empty = digits.every((digit) => digit === '');

  useEffect(() => () => clearTimeout(unlockTimer.current), []);
  useEffect(() => {
    if (autoFocus && empty && !inactive) boxes.current[0]?.focus();
  }, [autoFocus, empty, inactive]);

  function focusBox(index: number) {
    boxes.current[index]?.focus();
  }

  function update(next: Digits) {
    setDigits(next);
    setEditedAfter(resetKey);
    if (!isComplete(next)) return;
    onComplete(next.join(''));
    // Inputs are disabled for 2 s after a submit, so one code is not sent twice.
    setLocked(true);
    clearTimeout(unlockTimer.current);
    unlockTimer.current = setTimeout(() => setLocked(false), CODE_INPUT_DISABLE_AFTER_SUBMIT_MS);
  }

  function place(index: number, text: string) {
    const count = digitsOf(text).length;
    if (count === 0) return;
    update(placeDigits(digits, index, text));
    focusBox(nextFocus(index, count));
  }

  function clearAt(index: number, moveBack: boolean) {
    const target = moveBack && digits[index] === '' ? Math.max(index - 1, 0) : index;
    update(digits.map((digit, i) => (i === target ? '' : digit)));
    if (moveBack) focusBox(Math.max(index - 1, 0));
  }

  /** Input that arrives without a usable keydown (mobile keyboards, one-time-code autofill). */
  function onInput(index: number, value: string) {
    if (value === '') return clearAt(index, false);
    const old = digits[index] ?? '';
    place(index, old && value.length === 2 ? value.replace(old, '') : value);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const action = keyAction(event);
    if (action === 'pass') return;
    event.preventDefault();
    if (action === 'digit') place(index, event.key);
    else if (action === 'backspace') clearAt(index, true);
    else if (action === 'delete') clearAt(index, false);
  }

  const edited = editedAfter === resetKey;
  return { digits, inactive, edited, boxes, place, onInput, onKeyDown };
}
