import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LIST_PX,
  COUNTRY_ROW_PX,
  COUNTRY_WINDOW_ROWS,
  rowWindow,
  scrollTopCentring,
  scrollTopShowing,
} from './country-list-window';

describe("the country list's window (behaviour §9: 40 px rows, a window of 17, 280 px)", () => {
  it('has the constants of the spec', () => {
    expect([COUNTRY_ROW_PX, COUNTRY_WINDOW_ROWS, COUNTRY_LIST_PX]).toEqual([40, 17, 280]);
  });
  it('puts 17 rows in the page from the top of a long list', () => {
    expect(rowWindow(240, 0)).toEqual({ first: 0, end: 17 });
  });
  it('keeps 5 rows above the first in view once scrolled', () => {
    // Scrolled to row 50: rows 45 to 61 in the page.
    expect(rowWindow(240, 50 * 40)).toEqual({ first: 45, end: 62 });
  });
  it('stops at the end of the list, and holds a short list whole', () => {
    expect(rowWindow(240, 239 * 40)).toEqual({ first: 223, end: 240 });
    expect(rowWindow(3, 0)).toEqual({ first: 0, end: 3 });
    expect(rowWindow(0, 0)).toEqual({ first: 0, end: 0 });
  });
  it('opens with the selected row in the middle, as far as the list allows', () => {
    expect(scrollTopCentring(100, 240)).toBe(100 * 40 - 120);
    expect(scrollTopCentring(1, 240)).toBe(0);
    expect(scrollTopCentring(239, 240)).toBe(240 * 40 - 280);
    expect(scrollTopCentring(0, 3)).toBe(0);
  });

  it('scrolls as little as it can to show a row', () => {
    expect(scrollTopShowing(3, 0)).toBe(0);
    expect(scrollTopShowing(7, 0)).toBe(8 * 40 - 280);
    expect(scrollTopShowing(2, 400)).toBe(80);
  });
});
