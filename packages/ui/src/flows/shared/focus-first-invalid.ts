/**
 * After a refused submit, moves focus to the first field marked invalid, so keyboard and
 * screen-reader users land on the message (on the next frame: React renders the marks first).
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
