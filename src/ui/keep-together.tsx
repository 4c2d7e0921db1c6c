import type { ReactNode } from 'react';

/**
 * The sentence with one part of it (a phone number, an address) kept whole: it moves to the next
 * line rather than break, and breaks only when longer than a line. Text nodes only, no markup parsed.
 *
 * The part alone is isolated (`<bdi dir="ltr">`: addresses and numbers read left to right, a phone
 * number too though it has no letter to tell), so that it stays whole inside Arabic or Hebrew; the
 * punctuation right after it stays outside the isolate, in the sentence's own direction (a full stop
 * ends the sentence on its left in a right-to-left line, not between the words and the address), yet
 * in the same unbreakable box, so that a lone full stop never starts a line.
 */
export function keepTogether(sentence: string, part: string): ReactNode {
  const at = sentence.indexOf(part);
  if (at < 0 || part === '') return sentence;
  const end = at + part.length;
  const tail = /^[.,;:!?)。、，،؛؟]*/.exec(sentence.slice(end))?.[0] ?? '';
  return (
    <>
      {sentence.slice(0, at)}
      <span className="court-nowrap">
        <bdi dir="ltr">{part}</bdi>
        {tail}
      </span>
      {sentence.slice(end + tail.length)}
    </>
  );
}
