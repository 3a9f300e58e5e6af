import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecretKey, groupedKey } from './secret-key';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

// Issue 37, point 7: the authenticator key for manual entry, as a person copies it.
describe("the authenticator's key for manual entry", () => {
  it('is shown in groups of four, as authenticator apps show it', () => {
    expect(groupedKey(SECRET)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });

  it('"Copy key" puts the key itself, without the spaces, on the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<SecretKey secret={SECRET} />);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(groupedKey(SECRET));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'app:security.copyKey' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent('app:security.keyCopied');
  });
});
