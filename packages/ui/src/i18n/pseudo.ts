/**
 * The pseudo-locale's texts (en-XA, decision 077): English with every letter accented and
 * about 40 % longer, between brackets, so that a screenshot shows text that was clipped
 * (no closing bracket) or never translated (plain English). Placeholders (`{{name}}`) and
 * tags (`<link>`) stay as written.
 */
import type { Texts } from './translator';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒğĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĞĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);
const KEPT = /(\{\{.+?\}\}|<\/?[A-Za-z0-9]+\/?>)/;
const KEPT_ALL = new RegExp(KEPT.source, 'g');

/** One text in the pseudo-locale. */
export function pseudoText(text: string): string {
  const accented = text
    .split(KEPT)
    .map((part, index) => (index % 2 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const letters = text.replace(KEPT_ALL, '').length;
  return `[${accented}${' ~'.repeat(Math.ceil((letters * 0.4) / 2))}]`;
}

/** Every text of a namespace (or of several) in the pseudo-locale. */
export function pseudoTexts(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoTexts(value),
    ]),
  );
}
