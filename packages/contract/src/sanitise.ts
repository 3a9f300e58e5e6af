/**
 * The sanitiser of tracked and tracking fields (behaviour §3 "Registration tracking fields":
 * empty, null or undefined values are removed; §9 "Sanitiser depth 255"), one for the widget and
 * the server. Objects nested deeper than SANITISER_MAX_DEPTH levels are dropped, so neither a
 * deep nor a cyclic value can exhaust the stack.
 */

/** How many levels of nested objects the sanitiser keeps (behaviour §9). */
export const SANITISER_MAX_DEPTH = 255;

/** Removes empty, null and undefined values, also inside nested objects, down to the depth. */
export function withoutEmpty<T extends object>(
  fields: T,
  depth: number = SANITISER_MAX_DEPTH,
): Partial<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const inner = depth > 1 ? withoutEmpty(value as object, depth - 1) : {};
      if (Object.keys(inner).length > 0) kept[key] = inner;
      continue;
    }
    kept[key] = value;
  }
  return kept as Partial<T>;
}
