// What a product's part shows once it failed while rendering (ProductBoundary.tsx): one line, a
// way back from a screen of its own, and the `court-error` that tells the page.
import { useLayoutEffect } from 'react';
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import errors from '../i18n/compiled/en/errors.ts';
import { useText } from '../i18n/text.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading } from '../ui/Heading.tsx';
import type { WidgetOutputs } from './types.ts';

export interface UnavailableProps {
  /** The product (or `widget`) whose part this is, sent with `court-error`. */
  product: string;
  outputs?: WidgetOutputs;
  /** A part that shows nothing of its own (a companion) is only told of, not replaced by the line. */
  silent?: boolean;
  /** A screen of its own offers a way back to the other ways to sign in. */
  onBack?: () => void;
}

export function UnavailableLine({ product, outputs, silent, onBack }: UnavailableProps) {
  const text = useText(errors);
  const heading = useText(firstScreen).configErrorHeading();
  const message = text.productUnavailable();
  // Told once, in the commit that shows the line: a page that hears `court-error` finds the line
  // already there, and a test that finds the line finds the event told.
  useLayoutEffect(() => {
    outputs?.onError({ code: 'product_unavailable', message, product });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told once, when the line appears; a new outputs object or language does not tell again
  }, []);
  if (silent) return null;
  return (
    <>
      {/* The whole widget failed: its heading says so, as the configuration-error screen's does. */}
      {product === 'widget' && <Heading>{heading}</Heading>}
      <AlertBanner variant="warning">{message}</AlertBanner>
      {onBack && <Button onClick={onBack}>{text.productUnavailableBack()}</Button>}
    </>
  );
}
