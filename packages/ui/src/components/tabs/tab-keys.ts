/**
 * Which tab a key moves focus to in a horizontal tab list (ARIA Authoring Practices, tabs):
 * the arrows step to the next or previous tab, wrapping at either end, and follow the
 * reading direction (in right-to-left text, Left is "next"); Home and End (and Page Up /
 * Page Down, as Radix Tabs did) go to the first and last. Up and Down do nothing in a
 * horizontal list, and neither does a key held with a modifier (it may be a shortcut).
 * `null`: the key is not the tab list's.
 */
export function tabKeyTarget(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  index: number,
  count: number,
  dir: 'ltr' | 'rtl',
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (event.key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}
