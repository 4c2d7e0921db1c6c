import type { ReactNode } from 'react';

/**
 * The sentence with one part of it (a phone number, an address) kept whole: it moves to the next
 * line rather than break, and breaks only when longer than a line. Text nodes only, no markup parsed.
 */
export function keepTogether(sentence: string, part: string): ReactNode {
  const at = sentence.indexOf(part);
  if (at < 0 || part === '') return sentence;
  // The punctuation right after the part stays with it: a lone full stop never starts a line.
  const end = at + part.length;
  const tail = /^[.,;:!?)]*/.exec(sentence.slice(end))?.[0] ?? '';
  return (
    <>
      {sentence.slice(0, at)}
      <bdi className="court-nowrap">
        {part}
        {tail}
      </bdi>
      {sentence.slice(end + tail.length)}
    </>
  );
}
