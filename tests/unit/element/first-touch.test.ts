// When a painted screen's first touch wakes React: after the event's dispatch, never during it; a
// press on a painted button only once its click has been dispatched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstTouch } from '../../../element/first-touch.ts';

/** A widget host whose shadow root holds a painted button and a field. */
function widget() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  button.append(document.createElement('span'));
  const field = document.createElement('input');
  root.append(button, field);
  const touch = firstTouch(host);
  let woken = false;
  void touch.touched.then(() => (woken = true));
  return { host, button, field, touch, woken: () => woken };
}

const send = (target: Element, type: string) =>
  target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));

/** Lets the timers due by now and the promise callbacks run. */
async function after(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('firstTouch', () => {
  it('wakes after the dispatch of a touch off the buttons, not within it', async () => {
    const { field, woken } = widget();
    let during: boolean | undefined;
    field.addEventListener('focusin', () => queueMicrotask(() => (during = woken())));
    send(field, 'focusin');
    await Promise.resolve();
    expect(during).toBe(false);
    await after();
    expect(woken()).toBe(true);
  });

  it('leaves a press on a painted button to the painted screen until its click', async () => {
    const { button, woken } = widget();
    const inner = button.firstElementChild!;
    send(inner, 'pointerover');
    send(inner, 'pointerdown');
    // The focus the press gives the button.
    send(button, 'focusin');
    await after(1000);
    expect(woken()).toBe(false);
    send(inner, 'pointerup');
    send(inner, 'click');
    await after();
    expect(woken()).toBe(true);
  });

  it('wakes after a press on a button that made no click, and at once for a pointer off the buttons', async () => {
    const pressed = widget();
    send(pressed.button, 'pointerdown');
    send(pressed.button, 'pointerup');
    await after(299);
    expect(pressed.woken()).toBe(false);
    await after(1);
    expect(pressed.woken()).toBe(true);

    const hovered = widget();
    send(hovered.host, 'pointerover');
    await after();
    expect(hovered.woken()).toBe(true);
  });

  it('wakes when told, or when the page language changes, and stops listening', async () => {
    const told = widget();
    told.touch.wake();
    await after();
    expect(told.woken()).toBe(true);

    const language = widget();
    document.documentElement.lang = 'fr';
    await after();
    expect(language.woken()).toBe(true);
    document.documentElement.lang = 'en';

    const stopped = widget();
    stopped.touch.stop();
    send(stopped.field, 'focusin');
    await after();
    expect(stopped.woken()).toBe(false);
  });
});
