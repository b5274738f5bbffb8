import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerAdminWorkerOnFirstUse } from './admin-worker.ts';

const register = vi.fn(() => Promise.resolve({}));

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  register.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it.each([
  ['a tap', () => new PointerEvent('pointerdown', { bubbles: true })],
  ['a key', () => new KeyboardEvent('keydown', { key: 'a', bubbles: true })],
  ['an autofill', () => new Event('input', { bubbles: true })],
])('installs the app’s worker once she starts to sign in (%s), not at load', (_, firstUse) => {
  registerAdminWorkerOnFirstUse();
  // The username field's autofocus and the page settling are not her using it.
  document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  vi.runAllTimers();
  expect(register).not.toHaveBeenCalled();

  document.body.dispatchEvent(firstUse());
  document.body.dispatchEvent(firstUse());
  vi.runAllTimers();
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith('/remotes/admin/sw.js', { scope: '/admin/' });
});
