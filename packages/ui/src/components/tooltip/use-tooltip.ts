import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';

/** How long a mouse rests on the trigger before its tooltip shows (Radix's value, as before). */
export const TOOLTIP_HOVER_DELAY_MS = 200;

/**
 * A tooltip's behaviour (decision 054; ARIA Authoring Practices "Tooltip", WCAG 1.4.13): it
 * shows on keyboard focus at once and after a short rest of a mouse; it hides on blur, on
 * leaving both the trigger and the tooltip (so the pointer can move onto its text), and on
 * Escape, wherever focus is. A press on the trigger toggles it, which is how a touch screen,
 * with no hover, shows it. The tooltip is always in the document, `hidden` while closed, and
 * describes the trigger: a screen reader that reaches the button without moving focus (its
 * reading cursor) still hears it. Placement is the caller's CSS.
 */
export function useTooltip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus that comes from a press is not keyboard focus: the press toggles instead.
  const pressing = useRef(false);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const show = () => setOpen(true);
  const hide = () => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
  };
  const leaving = (event: PointerEvent, stayingIn: HTMLElement | null) => {
    // A finger "leaves" as it lifts: a tap's tooltip stays until the next tap, blur or Escape.
    if (event.pointerType === 'touch') return;
    if (event.relatedTarget instanceof Node && stayingIn?.contains(event.relatedTarget)) return;
    hide();
  };

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    // Capture on the window: Escape closes the tooltip, and only the tooltip (a dialog
    // around it stays open until the next Escape), as Radix's layers did.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      hide();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const trigger = {
    ref: triggerRef,
    'aria-describedby': id,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(show, TOOLTIP_HOVER_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => leaving(event, tooltipRef.current),
    onPointerDown: () => {
      pressing.current = true;
    },
    // A touch screen focuses the button after the finger lifts: the press ends with its click.
    onPointerCancel: () => {
      pressing.current = false;
    },
    onFocus: () => {
      if (!pressing.current) show();
    },
    onBlur: () => {
      pressing.current = false;
      hide();
    },
    onClick: () => {
      pressing.current = false;
      clearTimeout(hoverTimer.current);
      setOpen((was) => !was);
    },
  };
  const tooltip = {
    ref: tooltipRef,
    id,
    role: 'tooltip' as const,
    hidden: !open,
    onPointerLeave: (event: PointerEvent) => leaving(event, triggerRef.current),
  };
  return { open, trigger, tooltip };
}
