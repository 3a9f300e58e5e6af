/**
 * What a tracked event may say of the person (behaviour §9 "Tracking masks phone with '****' and
 * e-mail with '***'"; decision 144): an e-mail keeps only its domain (`***@example.com`), a
 * phone nothing (`****`). Applied to the fields the table marks `contact`, and to nothing else.
 */
import {
  TRACK_EVENTS,
  TRACKING_EMAIL_MASK,
  TRACKING_PHONE_MASK,
  type TrackEvent,
} from '@foyer/contract';

/** An e-mail as its masked local part and its domain; anything else as a masked phone. */
export function maskContact(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return TRACKING_PHONE_MASK;
  return `${TRACKING_EMAIL_MASK}${value.slice(at)}`;
}

/** The event with each `contact` field of its table row masked. */
export function masked(event: TrackEvent): TrackEvent {
  const kinds: Record<string, string> = TRACK_EVENTS[event.name];
  const fields: Record<string, unknown> = { ...event };
  for (const [field, kind] of Object.entries(kinds)) {
    const value = fields[field];
    if (kind === 'contact' && typeof value === 'string' && value)
      fields[field] = maskContact(value);
  }
  return fields as TrackEvent;
}
