import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

const link = (href: string) => (text: string) => <a href={href}>{text}</a>;

describe('TaggedText', () => {
  it('wraps the words inside each tag in that tag’s element, the rest stays text', () => {
    const { container } = render(
      <TaggedText
        text="I agree to the <terms>Terms</terms> and <privacy>Privacy Policy</privacy>"
        tags={{ terms: link('/terms'), privacy: link('/privacy') }}
      />,
    );
    expect(container.innerHTML).toBe(
      'I agree to the <a href="/terms">Terms</a> and <a href="/privacy">Privacy Policy</a>',
    );
  });

  it('a right-to-left sentence keeps its order; a tag not given shows its words alone', () => {
    const { container } = render(
      <TaggedText
        text="أوافق على <terms>شروط</terms> و<other>سياسة</other>"
        tags={{ terms: link('/t') }}
      />,
    );
    expect(container.innerHTML).toBe('أوافق على <a href="/t">شروط</a> وسياسة');
  });

  it('text without tags is shown as it is', () => {
    const { container } = render(<TaggedText text="Plain <3 text" tags={{}} />);
    expect(container.textContent).toBe('Plain <3 text');
  });
});
