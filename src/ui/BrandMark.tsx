// Mirrored without React by src/paint/first-screen.ts (drawMark); tests/browser/first-paint.test.ts compares them.
import { usePartId } from './painted-ids.ts';
import type { Mark } from './marks/mark.ts';

/**
 * A brand's mark at the start of a button. Decorative (the button's text names the brand); until
 * a lazily loaded mark arrives, an empty box of the same size holds its place.
 */
export function BrandMark({ mark }: { mark?: Mark }) {
  // Unique per mark: several widgets may share one document (light DOM).
  const clip = usePartId(
    'mark',
    !!(mark?.regions && mark.shapes[0]),
    (id) => `court-mark-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`,
  );
  if (!mark) return <span className="court-mark" aria-hidden="true" />;
  const [outline] = mark.shapes;
  return (
    <svg className="court-mark" viewBox={mark.viewBox} aria-hidden="true" focusable="false">
      {mark.regions && outline ? (
        <>
          <clipPath id={clip}>
            <path d={outline.d} />
          </clipPath>
          <g clipPath={`url(#${clip})`}>
            {mark.regions.map((region) => (
              <path key={region.fill} d={region.d} fill={region.fill} />
            ))}
          </g>
        </>
      ) : (
        mark.shapes.map((shape, index) => (
          <path
            key={index}
            d={shape.d}
            fill={shape.fill}
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth}
            strokeLinecap={shape.stroke ? 'round' : undefined}
            strokeLinejoin={shape.stroke ? 'round' : undefined}
          />
        ))
      )}
    </svg>
  );
}
