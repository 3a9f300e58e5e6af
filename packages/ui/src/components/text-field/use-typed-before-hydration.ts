import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A field of a page rendered before any script (decision 050) can be typed into before React
 * takes the page over. Hydration leaves that text in the input, but the field's state is still
 * empty, and the next render would write the empty value back: the visitor's text would be
 * lost. So, once, when the field mounts, text found in the input becomes the field's value.
 * A field the browser renders itself starts with its state's value: nothing to take.
 */
export function useTypedBeforeHydration(
  value: string,
  onValueChange: (value: string) => void,
  input?: RefObject<HTMLInputElement | null>,
): RefObject<HTMLInputElement | null> {
  const own = useRef<HTMLInputElement>(null);
  const ref = input ?? own;
  const atMount = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    // A layout effect: it runs in the hydration's commit, before the re-render that follows.
    const typed = ref.current?.value;
    const { value: initial, onValueChange: change } = atMount.current;
    if (typed !== undefined && typed !== initial) change(typed);
  }, [ref]);
  return ref;
}
