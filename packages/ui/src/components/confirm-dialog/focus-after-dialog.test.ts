import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterDialog } from './focus-after-dialog';

/** A widget root with a form: a field, and the submit button a request disables. */
function widget() {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button" id="help">Didn't receive the code?</button>
    <form><input id="email" /><button type="submit" id="submit">Sign up</button></form>`;
  document.body.append(root);
  const byId = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  return { root, help: byId('help'), email: byId('email'), submit: byId('submit') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a closed dialog gives the focus back (behaviour §2 "Dialogs")', () => {
  it('to the control that had the focus when the dialog opened', () => {
    const { root, help } = widget();
    focusAfterDialog(help, root);
    expect(document.activeElement).toBe(help);
  });

  it("to the form's submit button when the focus was already lost (the button was disabled while its request ran)", () => {
    const { root, submit } = widget();
    focusAfterDialog(document.body, root);
    expect(document.activeElement).toBe(submit);
  });

  it('to the submit button when the opener is disabled or gone', () => {
    const { root, help, submit } = widget();
    help.setAttribute('disabled', '');
    focusAfterDialog(help, root);
    expect(document.activeElement).toBe(submit);
    submit.blur();
    help.remove();
    focusAfterDialog(help, root);
    expect(document.activeElement).toBe(submit);
  });

  it('nowhere while the submit button is busy with its request', () => {
    const { root, submit } = widget();
    submit.setAttribute('disabled', '');
    submit.setAttribute('aria-busy', 'true');
    focusAfterDialog(null, root);
    expect(document.activeElement).toBe(document.body);
  });

  it("to the form's first field while the submit button waits for the form to be filled in", () => {
    const { root, submit, email } = widget();
    submit.setAttribute('disabled', '');
    focusAfterDialog(null, root);
    expect(document.activeElement).toBe(email);
  });

  it("not away from what took the focus meanwhile (the next step's first box)", () => {
    const { root, help, email } = widget();
    email.focus();
    focusAfterDialog(help, root);
    expect(document.activeElement).toBe(email);
  });
});
