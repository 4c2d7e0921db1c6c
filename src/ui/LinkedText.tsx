// A provider's message with the documentation links it contains made clickable (docs/specification.md#errors). The
// message is split into text nodes and anchors; nothing in it is ever parsed as HTML.
import { PART } from './parts.ts';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;
/** Sentence punctuation after a link belongs to the sentence. */
const TRAILING = /[.,;:!?)\]}]+$/;

export type TextPiece = { text: string } | { href: string };

/** The message as plain-text pieces and http(s) links, in order. */
export function splitLinks(message: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (!isWebUrl(href)) continue;
    if (start > last) pieces.push({ text: message.slice(last, start) });
    pieces.push({ href });
    last = start + href.length;
  }
  if (last < message.length) pieces.push({ text: message.slice(last) });
  return pieces;
}

function isWebUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((piece, index) =>
        'href' in piece ? (
          <a
            key={index}
            className="court-link"
            part={PART.link}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {piece.href}
          </a>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
