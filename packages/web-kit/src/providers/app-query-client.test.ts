import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { createAppQueryClient } from './app-query-client.ts';

it('makes a failing query once, without retrying', async () => {
  const queryFn = vi.fn().mockRejectedValue(new Error('503'));
  // An observer is what useQuery runs on: it takes the client's default options.
  const observer = new QueryObserver(createAppQueryClient(), { queryKey: ['failing'], queryFn });
  const failed = new Promise<number>((resolve) =>
    observer.subscribe((result) => result.isError && resolve(result.failureCount)),
  );
  expect(await failed).toBe(1);
  expect(queryFn).toHaveBeenCalledTimes(1);
});

it('makes a failing mutation once, without retrying', async () => {
  const mutationFn = vi.fn().mockRejectedValue(new Error('500'));
  const observer = new MutationObserver<unknown, Error, void>(createAppQueryClient(), { mutationFn });
  await expect(observer.mutate(undefined)).rejects.toThrow('500');
  expect(mutationFn).toHaveBeenCalledTimes(1);
});
