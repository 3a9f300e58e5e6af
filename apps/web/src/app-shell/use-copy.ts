import { useState } from 'react';

/**
 * Copies a text to the clipboard and remembers that it did, for the button to say so. Without
 * a clipboard (an insecure page, a refusal) nothing is said: the text is still there to read.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return { copied, copy };
}
