/**
 * The country list's window (behaviour §9): rows of 40 px in a list 280 px high, of which 17
 * are in the page at a time (the 7 in view and 5 either side), whatever the list's length; the
 * dropdown around it at most 340 px (the contract's layout constants). Pure, so the numbers are
 * tested alone.
 */
import {
  COUNTRY_LIST_HEIGHT_PX,
  COUNTRY_LIST_ITEM_HEIGHT_PX,
  COUNTRY_LIST_VIRTUAL_WINDOW,
} from '@foyer/contract';

export const COUNTRY_ROW_PX = COUNTRY_LIST_ITEM_HEIGHT_PX;
export const COUNTRY_LIST_PX = COUNTRY_LIST_HEIGHT_PX;
export const COUNTRY_WINDOW_ROWS = COUNTRY_LIST_VIRTUAL_WINDOW;

const ROWS_IN_VIEW = COUNTRY_LIST_PX / COUNTRY_ROW_PX;
const ROWS_BEFORE = Math.floor((COUNTRY_WINDOW_ROWS - ROWS_IN_VIEW) / 2);

/** The rows in the page for a scroll position: `first` to `end`, `end` excluded. */
export function rowWindow(count: number, scrollTop: number): { first: number; end: number } {
  const top = Math.floor(Math.max(0, scrollTop) / COUNTRY_ROW_PX);
  const first = Math.max(0, Math.min(top - ROWS_BEFORE, count - COUNTRY_WINDOW_ROWS));
  return { first, end: Math.min(count, first + COUNTRY_WINDOW_ROWS) };
}

/** The scroll position that brings row `index` into view, moving as little as it can. */
export function scrollTopShowing(index: number, scrollTop: number): number {
  const top = index * COUNTRY_ROW_PX;
  if (top < scrollTop) return top;
  if (top + COUNTRY_ROW_PX > scrollTop + COUNTRY_LIST_PX) {
    return top + COUNTRY_ROW_PX - COUNTRY_LIST_PX;
  }
  return scrollTop;
}

/** The scroll position that puts row `index` in the middle of the list (the list opening on it). */
export function scrollTopCentring(index: number, count: number): number {
  const top = index * COUNTRY_ROW_PX - (COUNTRY_LIST_PX - COUNTRY_ROW_PX) / 2;
  return Math.max(0, Math.min(top, count * COUNTRY_ROW_PX - COUNTRY_LIST_PX));
}
