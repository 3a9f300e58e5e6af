import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import { CodeInput } from './code-input';

function setup() {
  const onComplete = vi.fn();
  renderWithI18n(<CodeInput onComplete={onComplete} autoFocus />);
  const boxes = screen.getAllByRole('textbox');
  return { onComplete, boxes, user: userEvent.setup() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('code input (behaviour §2)', () => {
  it('six single-digit boxes in a group named "Verification code"', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });

  it('auto-advance', async () => {
    const { boxes, user } = setup();
    await user.keyboard('12');
    expect(boxes[0]).toHaveValue('1');
    expect(boxes[1]).toHaveValue('2');
    expect(boxes[2]).toHaveFocus();
  });

  it('backspace clears and moves back', async () => {
    const { boxes, user } = setup();
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveValue('');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
    expect(boxes[0]).toHaveValue('1');
    await user.click(boxes[0]!);
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveValue('');
  });

  it('paste takes digits only and submits when six digits are present', async () => {
    const { boxes, user, onComplete } = setup();
    await user.paste('12-a34 5');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(boxes[0]!);
    await user.paste('Code: 987 654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('submits when the sixth digit is typed', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('246810');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('inputs disabled 2 s after submit', () => {
    vi.useFakeTimers();
    const { boxes, onComplete } = setup();
    for (const [index, key] of [...'135790'].entries()) fireEvent.keyDown(boxes[index]!, { key });
    expect(onComplete).toHaveBeenCalledWith('135790');
    for (const box of boxes) expect(box).toBeDisabled();
    act(() => vi.advanceTimersByTime(1999));
    expect(boxes[0]).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    for (const box of boxes) expect(box).toBeEnabled();
  });

  it("non-digit keys, arrows, 'e', '.', shift and caps are blocked", async () => {
    const { boxes, user } = setup();
    for (const key of ['a', 'e', '.', 'ArrowLeft', 'ArrowRight', 'Shift', 'CapsLock', ' ', '-']) {
      expect(fireEvent.keyDown(boxes[0]!, { key })).toBe(false);
    }
    await user.keyboard('e.');
    expect(boxes[0]).toHaveValue('');
    expect(fireEvent.keyDown(boxes[0]!, { key: 'Tab' })).toBe(true);
  });

  it('takes a whole code from one-time-code autofill', () => {
    const { boxes, onComplete } = setup();
    fireEvent.change(boxes[0]!, { target: { value: '424242' } });
    expect(onComplete).toHaveBeenCalledWith('424242');
  });
});

describe('code input after a refused code', () => {
  it('empties the boxes on a new resetKey but keeps them disabled for the 2 s', () => {
    vi.useFakeTimers();
    const onComplete = vi.fn();
    const { rerender } = renderWithI18n(<CodeInput onComplete={onComplete} autoFocus />);
    const boxes = screen.getAllByRole('textbox');
    for (const [index, key] of [...'111111'].entries()) fireEvent.keyDown(boxes[index]!, { key });
    rerender(<CodeInput onComplete={onComplete} autoFocus resetKey={1} />);
    for (const box of boxes) expect(box).toHaveValue('');
    expect(boxes[0]).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(boxes[0]).toBeEnabled();
    expect(boxes[0]).toHaveFocus();
  });

  it('the refusal stays under the boxes as an alert, the boxes invalid and described by it, until a digit is typed', () => {
    vi.useFakeTimers();
    const onComplete = vi.fn();
    const refused = 'Invalid verification code';
    const { rerender } = renderWithI18n(<CodeInput onComplete={onComplete} autoFocus />);
    const boxes = screen.getAllByRole('textbox');
    for (const [index, key] of [...'111111'].entries()) fireEvent.keyDown(boxes[index]!, { key });
    rerender(<CodeInput onComplete={onComplete} autoFocus resetKey={1} error={refused} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(refused);
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes[0]).toHaveAccessibleDescription(refused);
    fireEvent.keyDown(boxes[0]!, { key: '2' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(boxes[0]).not.toHaveAttribute('aria-invalid');
    // The next refused code brings its message back.
    rerender(<CodeInput onComplete={onComplete} autoFocus resetKey={2} error={refused} />);
    expect(screen.getByRole('alert')).toHaveTextContent(refused);
  });
});
