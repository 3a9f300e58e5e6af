/** Moving through a page with the keyboard alone, as a person who uses no mouse does. */
import { expect, type Locator, type Page } from '@playwright/test';

/** What has the focus now, in a few words, for a failure message that shows the tab order. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'the page itself';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${name.trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, and fails if it does
 * not within `max` presses: the control is reached by the keyboard, in the order it is shown.
 * With `max: 0` the target must take the focus on its own (a step's first box, the button a
 * closed dialog gives it back to).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max, backwards = false }: { max: number; backwards?: boolean },
): Promise<void> {
  if (max === 0) {
    await expect(target).toBeFocused();
    return;
  }
  await expect(target).toBeVisible();
  const passed: string[] = [];
  for (let presses = 0; ; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) {
      break;
    }
    if (presses === max) {
      throw new Error(
        `${String(target)} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; ` +
          `the focus went to: ${passed.join(', ')}`,
      );
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    passed.push(await describeFocus(page));
  }
  await expect(target).toBeFocused();
}

/**
 * Presses Tab `presses` times, then Shift+Tab as many, checking after each press that the focus
 * is still inside `container` (an open dialog keeps it there).
 */
export async function expectFocusKeptIn(
  page: Page,
  container: Locator,
  presses: number,
): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      await expect(
        container.locator(':focus'),
        `after ${key} the focus is still inside the dialog`,
      ).toHaveCount(1);
    }
  }
}
