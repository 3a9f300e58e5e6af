import { RESIDENCE_PROMPTS, type ResidencePrompt } from '@foyer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RESIDENCE_STORAGE_PREFIX,
  confirmedAt,
  residencePromptDue,
  storeConfirmation,
} from './residence-store';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 10, 12);
const georgia = RESIDENCE_PROMPTS.GEO as ResidencePrompt;
const eu = RESIDENCE_PROMPTS.EU as ResidencePrompt;

afterEach(() => localStorage.clear());

describe('"Residence dialogs at most once per 24 h (regional) or 7 days (EU), tracked by stored timestamp"', () => {
  it('never confirmed: the dialog shows', () => {
    expect(residencePromptDue(georgia, undefined, NOW)).toBe(true);
  });

  it('regional: hidden for 24 h after a Confirm, shown again from then on', () => {
    expect(residencePromptDue(georgia, NOW - 23 * HOUR, NOW)).toBe(false);
    expect(residencePromptDue(georgia, NOW - 24 * HOUR + 1, NOW)).toBe(false);
    expect(residencePromptDue(georgia, NOW - 24 * HOUR, NOW)).toBe(true);
  });

  it('EU: hidden for 7 days after a Confirm, shown again from then on', () => {
    expect(residencePromptDue(eu, NOW - 24 * HOUR, NOW)).toBe(false);
    expect(residencePromptDue(eu, NOW - 7 * 24 * HOUR + 1, NOW)).toBe(false);
    expect(residencePromptDue(eu, NOW - 7 * 24 * HOUR, NOW)).toBe(true);
  });

  it('a stored time after now (a clock set back) counts as no confirmation', () => {
    expect(residencePromptDue(eu, NOW + HOUR, NOW)).toBe(true);
  });

  it('"confirm stores time": each prompt under its own key', () => {
    storeConfirmation('ResidenceConfirm', NOW);
    expect(localStorage.getItem(`${RESIDENCE_STORAGE_PREFIX}ResidenceConfirm`)).toBe(String(NOW));
    expect(confirmedAt('ResidenceConfirm')).toBe(NOW);
    expect(confirmedAt('AeResidenceConfirm')).toBeUndefined();
  });

  it('a stored value that is not a time counts as none', () => {
    localStorage.setItem(`${RESIDENCE_STORAGE_PREFIX}AeResidenceConfirm`, 'yesterday');
    expect(confirmedAt('AeResidenceConfirm')).toBeUndefined();
  });
});
