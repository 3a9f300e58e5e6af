import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/register.json';
import ru from '../../../i18n/locales/ru-RU/register.json';
import { WidgetProvider } from '../../../widget/widget-provider';
import { DidNotReceiveDialog } from './did-not-receive-dialog.view';

function renderDialog(lang: string, byEmail: boolean) {
  return render(
    <WidgetProvider options={{ lang }} variant="page" initialMode="register">
      {(ready) =>
        ready ? (
          <DidNotReceiveDialog open target="someone" byEmail={byEmail} onClose={vi.fn()} />
        ) : null
      }
    </WidgetProvider>,
  );
}

/** The dialog's description, once its language's texts have arrived. */
async function descriptionIn(lang: string, byEmail: boolean, title: string) {
  renderDialog(lang, byEmail);
  const dialog = await screen.findByRole('alertdialog', { name: title });
  return dialog.textContent ?? '';
}

describe('behaviour §8: the Russian carrier notice in the "did not receive" help', () => {
  it('shows the carrier notice in ru-RU for a phone code', async () => {
    const text = await descriptionIn('ru-RU', false, ru.verify.helpTitle);
    expect(text).toContain(ru.verify.carrierNotice);
  });

  it('does not show it in ru-RU for an e-mail code', async () => {
    const text = await descriptionIn('ru-RU', true, ru.verify.helpTitle);
    expect(text).toContain('someone');
    expect(text).not.toContain(ru.verify.carrierNotice);
  });

  it('does not show it in English for a phone code', async () => {
    const text = await descriptionIn('en', false, en.verify.helpTitle);
    expect(text).toContain('someone');
    expect(text).not.toContain(en.verify.carrierNotice);
    expect(text).not.toContain(ru.verify.carrierNotice);
  });
});
