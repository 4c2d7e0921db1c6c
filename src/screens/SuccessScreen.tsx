import type { RefObject } from 'react';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Heading } from '../ui/Heading.tsx';

/**
 * The end of a sign-in, whatever the product: a check mark, the heading, and the success announced.
 * `check`: the check mark's element, for a screen that adopts its rules where it lives.
 */
export function SuccessScreen({
  heading,
  text,
  check,
}: {
  heading: string;
  text: string;
  check?: RefObject<SVGSVGElement | null>;
}) {
  return (
    <>
      <svg ref={check} className="court-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Heading>{heading}</Heading>
      <AlertBanner variant="success" center>
        {text}
      </AlertBanner>
    </>
  );
}
