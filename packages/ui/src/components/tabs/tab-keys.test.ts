import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys';

const key = (
  name: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('tab list keys (ARIA Authoring Practices, tabs)', () => {
  it('Right moves to the next tab and Left to the previous, wrapping at both ends', () => {
    expect(tabKeyTarget(key('ArrowRight'), 0, 3, 'ltr')).toBe(1);
    expect(tabKeyTarget(key('ArrowRight'), 2, 3, 'ltr')).toBe(0);
    expect(tabKeyTarget(key('ArrowLeft'), 1, 3, 'ltr')).toBe(0);
    expect(tabKeyTarget(key('ArrowLeft'), 0, 3, 'ltr')).toBe(2);
  });

  it('right to left, the arrows are mirrored: Left is the next tab', () => {
    expect(tabKeyTarget(key('ArrowLeft'), 0, 3, 'rtl')).toBe(1);
    expect(tabKeyTarget(key('ArrowLeft'), 2, 3, 'rtl')).toBe(0);
    expect(tabKeyTarget(key('ArrowRight'), 0, 3, 'rtl')).toBe(2);
  });

  it('Home and Page Up go to the first tab, End and Page Down to the last', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(tabKeyTarget(key('Home'), 2, 3, dir)).toBe(0);
      expect(tabKeyTarget(key('PageUp'), 2, 3, dir)).toBe(0);
      expect(tabKeyTarget(key('End'), 0, 3, dir)).toBe(2);
      expect(tabKeyTarget(key('PageDown'), 0, 3, dir)).toBe(2);
    }
  });

  it('Up and Down, other keys and keys held with a modifier are not the tab list’s', () => {
    expect(tabKeyTarget(key('ArrowDown'), 0, 3, 'ltr')).toBeNull();
    expect(tabKeyTarget(key('ArrowUp'), 1, 3, 'ltr')).toBeNull();
    expect(tabKeyTarget(key('Enter'), 0, 3, 'ltr')).toBeNull();
    expect(tabKeyTarget(key('ArrowRight', { shiftKey: true }), 0, 3, 'ltr')).toBeNull();
    expect(tabKeyTarget(key('Home', { ctrlKey: true }), 2, 3, 'ltr')).toBeNull();
    expect(tabKeyTarget(key('ArrowLeft', { altKey: true }), 1, 3, 'ltr')).toBeNull();
    expect(tabKeyTarget(key('End', { metaKey: true }), 0, 3, 'ltr')).toBeNull();
  });
});
