import type { Mark } from './marks/mark.ts';

/**
 * A brand's mark at the start of a button. Decorative (the button's text names the brand); until
 * a lazily loaded mark arrives, an empty box of the same size holds its place.
 */
export function BrandMark({ mark }: { mark?: Mark }) {
  if (!mark) return <span className="court-mark" aria-hidden="true" />;
  return (
    <svg className="court-mark" viewBox={mark.viewBox} aria-hidden="true" focusable="false">
      {mark.shapes.map((shape, index) => (
        <path key={index} d={shape.d} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} strokeLinecap={shape.stroke ? 'round' : undefined} strokeLinejoin={shape.stroke ? 'round' : undefined} />
      ))}
    </svg>
  );
}
