import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

/**
 * A field of a page rendered before any script (decision 050) can be typed into, or ticked,
 * before React takes the page over. Hydration leaves that text (or tick) in the input, but the
 * field's state is still empty, and the next render would write the empty value back: the
 * visitor's input would be lost. So, once, when the field mounts, what the input holds becomes
 * the field's value. A field the browser renders itself starts with its state's value: nothing
 * to take.
 */
function useEnteredBeforeHydration<T>(
  read: (input: HTMLInputElement) => T,
  value: T,
  onValueChange: (value: T) => void,
  input?: RefObject<HTMLInputElement | null>,
): RefObject<HTMLInputElement | null> {
  const own = useRef<HTMLInputElement>(null);
  const ref = input ?? own;
  const atMount = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    // A layout effect: it runs in the hydration's commit, before the re-render that follows.
    const element = ref.current;
    const { value: initial, onValueChange: change } = atMount.current;
    if (element && read(element) !== initial) change(read(element));
    // `read` is one of the two module-level readers below: it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  return ref;
}

const textOf = (input: HTMLInputElement) => input.value;
const tickOf = (input: HTMLInputElement) => input.checked;

/** The text typed into a prerendered text input before hydration becomes the field's value. */
export const useTypedBeforeHydration = (
  value: string,
  onValueChange: (value: string) => void,
  input?: RefObject<HTMLInputElement | null>,
) => useEnteredBeforeHydration(textOf, value, onValueChange, input);

/** A prerendered checkbox ticked (or cleared) before hydration keeps that state. */
export const useTickedBeforeHydration = (checked: boolean, onChange: (checked: boolean) => void) =>
  useEnteredBeforeHydration(tickOf, checked, onChange);

const unchanging = () => () => {};

/**
 * False in the page rendered before any script (decision 050) and while React hydrates it;
 * true once the page is React's, and from the first render of anything React renders itself.
 * Before that, nothing of the app listens: a form sent then is the browser's own, a reload
 * that drops what was typed (`Button` keeps its submit buttons disabled until then).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
