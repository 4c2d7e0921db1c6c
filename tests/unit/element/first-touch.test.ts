// When a painted screen's first touch wakes React: in a task after the event's dispatch, never
// during it; a press on a painted button only once its click has been dispatched, and not at all for
// a click that started a provider's sign-in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstTouch } from '../../../element/first-touch.ts';

/** A widget host whose shadow root holds a painted button and a field. */
function widget(leaving = () => false) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  button.append(document.createElement('span'));
  const field = document.createElement('input');
  root.append(button, field);
  const touch = firstTouch(host, leaving);
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
  it('wakes in a task after the dispatch of a touch off the buttons, not within it', async () => {
    const { field, woken } = widget();
    send(field, 'focusin');
    // Every microtask the dispatch left has run: the painted screen's listeners of a real event run
    // between them, so a wake there would hand the event to React.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(woken()).toBe(false);
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

  it('wakes after a press on a button that made no click, released in or out of the widget', async () => {
    const inside = widget();
    send(inside.button, 'pointerdown');
    send(inside.button, 'pointerup');
    await after(999);
    expect(inside.woken()).toBe(false);
    await after(1);
    expect(inside.woken()).toBe(true);

    // Slid off the widget: the release is the page's.
    const outside = widget();
    send(outside.button, 'pointerdown');
    send(document.body, 'pointerup');
    await after(1000);
    expect(outside.woken()).toBe(true);
  });

  it('does not wake for a click that started a provider sign-in; a later touch does', async () => {
    let leaving = true;
    const { button, host, woken } = widget(() => leaving);
    send(button, 'pointerdown');
    send(button, 'pointerup');
    send(button, 'click');
    await after(2000);
    expect(woken()).toBe(false);
    leaving = false;
    send(host, 'pointerover');
    await after();
    expect(woken()).toBe(true);
  });

  it('wakes at once for a pointer off the buttons', async () => {
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

    document.documentElement.lang = 'en';
    const language = widget();
    // Set again to the same language: no change.
    document.documentElement.lang = 'en';
    await after();
    expect(language.woken()).toBe(false);
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
