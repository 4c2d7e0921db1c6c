// Work queued for after the next paint by several callers of one frame starts in one task: the
// chunks they request go out together, never one after another's has arrived.
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from '../../../src/lib/after-paint.ts';

describe('afterNextPaint', () => {
  it('starts the work of every caller of one frame in one task', async () => {
    expect(document.visibilityState).toBe('visible');
    const order: string[] = [];
    const first = afterNextPaint().then(() => order.push('first'));
    // A task queued in that frame, between the two callers' turns, runs after both.
    const task = new Promise<void>((done) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          order.push('task');
          done();
        }, 0),
      ),
    );
    const second = afterNextPaint().then(() => order.push('second'));
    await Promise.all([first, second, task]);
    expect(order).toEqual(['first', 'second', 'task']);
  });

  it('waits for a new frame once that moment has passed', async () => {
    const passed = afterNextPaint();
    await passed;
    expect(afterNextPaint()).not.toBe(passed);
  });
});
