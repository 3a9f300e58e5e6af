/**
 * Number matching for QR approval (docs/decisions/039, ASVS 6.6.4). The requesting screen
 * shows a short number beside the code; the approving device picks it among others. The
 * choices are drawn once, when the code is made, so opening the link again shows the same
 * three: scanning twice must not let anyone keep the number common to both lists.
 */
import { QR_MATCH_CHOICES, QR_MATCH_DIGITS } from '@foyer/contract';
import { timingSafeEqual } from 'node:crypto';
import type { Random } from '../shared/random.js';

const NUMBER_SPACE = 10 ** QR_MATCH_DIGITS;

export interface MatchNumbers {
  /** Shown on the requesting screen only. */
  number: string;
  /** Shown on the approving device: the number and others, all distinct, in random order. */
  choices: string[];
}

const asText = (n: number) => String(n).padStart(QR_MATCH_DIGITS, '0');

export function drawMatchNumbers(random: Pick<Random, 'below'>): MatchNumbers {
  const picked = new Set<number>();
  while (picked.size < QR_MATCH_CHOICES) picked.add(random.below(NUMBER_SPACE));
  const [number = 0] = picked;
  // Fisher–Yates: every order equally likely, so the right one has no favourite place.
  const choices = [...picked];
  for (let i = choices.length - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    [choices[i], choices[j]] = [choices[j] as number, choices[i] as number];
  }
  return { number: asText(number), choices: choices.map(asText) };
}

/** Stored form of the choices (one text column). */
export const storedChoices = (choices: string[]) => choices.join(',');
export const shownChoices = (stored: string | null) => (stored ? stored.split(',') : []);

/** The pick against the stored number, in constant time; no stored number never matches. */
export function sameMatchNumber(picked: string, stored: string | null): boolean {
  if (stored === null) return false;
  const left = Buffer.from(picked, 'utf8');
  const right = Buffer.from(stored, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
