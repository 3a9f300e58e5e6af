import { Fragment, type ReactNode } from 'react';

/** `<name>inner</name>`: one level, no attributes (what a translator may write around words). */
const TAGS = /<(\w+)>(.*?)<\/\1>/g;

interface TaggedTextProps {
  /** A translated text such as "I agree to the <terms>Terms</terms>". */
  text: string;
  /** What each tag's inner text becomes; a tag not named here shows its inner text alone. */
  tags: Readonly<Record<string, (inner: string) => ReactNode>>;
}

/** A translated sentence with links (or other elements) around some of its words. */
export function TaggedText({ text, tags }: TaggedTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGS)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts.filter((part) => part !== '')}</>;
}
