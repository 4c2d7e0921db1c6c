import type { ReactNode } from 'react';

/**
 * The sentence with one part of it (a phone number, an address) kept whole: it moves to the next
 * line rather than break, and breaks only when longer than a line. Text nodes only, no markup parsed.
 */
export function keepTogether(sentence: string, part: string): ReactNode {
  const at = sentence.indexOf(part);
  if (at < 0 || part === '') return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <bdi className="court-nowrap">{part}</bdi>
      {sentence.slice(at + part.length)}
    </>
  );
}
