import { text } from '../i18n/en.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Heading } from '../ui/Heading.tsx';

/** A mode whose flow this build does not include: its heading and an honest notice. */
export function ModeScreen({ heading }: { heading: string }) {
  return (
    <>
      <Heading>{heading}</Heading>
      <AlertBanner variant="warning">{text.notAvailable}</AlertBanner>
    </>
  );
}
