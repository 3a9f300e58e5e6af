/**
 * One way to write a moment for mails, the widget and the app's pages. A module of its own:
 * only the screens that show a date load it, not the first visit.
 */
import { intlLocale } from './languages.js';

/** The parts of a moment a page or a message shows. */
export interface DateShape {
  date?: 'medium' | 'long';
  time?: 'short';
  /** In UTC on the 24-hour clock (the text beside it says UTC); else in the visitor's zone. */
  utc?: boolean;
}

/**
 * How a language writes a moment: its own words and order, on the Gregorian calendar in every
 * language, so that a time reads the same in a mail, the widget and the app's pages.
 */
export function dateFormat(language: string, { date, time, utc }: DateShape): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...(date && { dateStyle: date }),
    ...(time && { timeStyle: time }),
    calendar: 'gregory',
    ...(utc && { timeZone: 'UTC', hourCycle: 'h23' }),
  });
}
