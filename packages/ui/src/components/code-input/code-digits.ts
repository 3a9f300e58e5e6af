/** Pure helpers of the six-box code input (behaviour §2 "Code input"). */
import { CODE_LENGTH } from '@foyer/contract';

export type Digits = readonly string[];

export const EMPTY_DIGITS: Digits = Array.from({ length: CODE_LENGTH }, () => '');

/** Only the digits of a text ("12 a-34" → "1234"). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Places typed or pasted digits from a box onwards. A paste that holds a whole code fills
 * every box from the first, whichever box it landed in.
 */
export function placeDigits(digits: Digits, start: number, text: string): Digits {
  const incoming = digitsOf(text);
  const from = incoming.length >= CODE_LENGTH ? 0 : start;
  const next = [...digits];
  for (let i = 0; i < incoming.length && from + i < CODE_LENGTH; i++) {
    next[from + i] = incoming[i] ?? '';
  }
  return next;
}

/** The box to focus after placing `count` digits from `start`. */
export function nextFocus(start: number, count: number): number {
  const from = count >= CODE_LENGTH ? 0 : start;
  return Math.min(from + count, CODE_LENGTH - 1);
}

export function isComplete(digits: Digits): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

const PASSED_KEYS = new Set(['Tab', 'Enter', 'Backspace', 'Delete']);

export type KeyAction = 'digit' | 'backspace' | 'delete' | 'pass' | 'block';

/**
 * What a key does in a box. Digits are typed, Backspace and Delete clear, Tab and Enter and
 * shortcuts (Ctrl/Cmd+V) pass; everything else is blocked: letters, 'e', '.', arrows,
 * Shift and Caps Lock.
 */
export function keyAction(event: { key: string; ctrlKey: boolean; metaKey: boolean }): KeyAction {
  if (event.ctrlKey || event.metaKey) return 'pass';
  if (/^\d$/.test(event.key)) return 'digit';
  if (event.key === 'Backspace') return 'backspace';
  if (event.key === 'Delete') return 'delete';
  return PASSED_KEYS.has(event.key) ? 'pass' : 'block';
}
