import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useDelayedReady } from './use-delayed-ready.ts';

afterEach(() => vi.useRealTimers());

it('turns ready after the delay', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useDelayedReady(800));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(799));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(true);
});
