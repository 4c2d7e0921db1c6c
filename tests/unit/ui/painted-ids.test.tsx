import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { PaintedScreenContext, usePartId, type Adoption } from '../../../src/ui/painted-ids.ts';

/** A painted field; it tells the id its render gave it (hydration keeps the node's own attribute). */
function Field({ label, rendered }: { label: string; rendered: Map<string, string> }) {
  const id = usePartId('field', true);
  rendered.set(label, id);
  return <input id={id} aria-label={label} />;
}

/** Hydrates two painted fields with `adoption` (none: without a painted screen); the ids their last render gave them. */
async function render(adoption?: Adoption): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = '<input id="painted-1" aria-label="first"><input id="painted-2" aria-label="second">';
  const rendered = new Map<string, string>();
  const root = await act(async () =>
    hydrateRoot(
      container,
      <PaintedScreenContext.Provider value={adoption}>
        <Field label="first" rendered={rendered} />
        <Field label="second" rendered={rendered} />
      </PaintedScreenContext.Provider>,
      { onRecoverableError: () => {} },
    ),
  );
  act(() => root.unmount());
  return [rendered.get('first')!, rendered.get('second')!];
}

describe('usePartId', () => {
  it('gives the painted ids in the order the parts render', async () => {
    expect(await render({ ids: { field: ['painted-1', 'painted-2'] }, taken: {} })).toEqual(['painted-1', 'painted-2']);
  });

  it('gives a part rendered again at its place the id it took, not the next one', async () => {
    const adoption: Adoption = { ids: { field: ['painted-1', 'painted-2', 'painted-3', 'painted-4'] }, taken: {} };
    await render(adoption);
    // The same parts at the same places have the same React ids, as when React starts the adopting render over.
    expect(await render(adoption)).toEqual(['painted-1', 'painted-2']);
  });

  it("gives React's own ids without a painted screen", async () => {
    const ids = await render();
    expect(ids.some((id) => id.startsWith('painted'))).toBe(false);
    expect(new Set(ids).size).toBe(2);
  });
});
