import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJobQueue,
  createJobWorker,
  UnrecoverableError,
  type JobQueue,
  type JobWorker,
} from './job-queue.ts';
import { createLogger } from './logger.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './testing/index.ts';

const waitFor = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('service-kit jobs on a real Redis', () => {
  const options = {
    name: 'kit-test',
    redisUrl: TEST_REDIS_URL,
    prefix: uniqueRedisPrefix('kit'),
    logger: createLogger('test', 'silent'),
    attempts: 3,
    backoffMs: 20,
  };
  const runs: string[] = [];
  const failedForGood: string[] = [];
  let failNext = 0;
  let permanent = false;
  let queue: JobQueue<{ label: string }>;
  let worker: JobWorker;

  beforeAll(async () => {
    queue = createJobQueue<{ label: string }>(options);
    const onFinalFailure = (job: { data: { label: string } }) => void failedForGood.push(job.data.label);
    worker = createJobWorker<{ label: string }, string>({ ...options, onFinalFailure }, async (job) => {
      runs.push(job.data.label);
      if (permanent) throw new UnrecoverableError('no point retrying');
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('temporary');
      }
      return `done ${job.data.label}`;
    });
    await waitFor(() => queue.isReady(), 'the queue connection');
  });
  afterAll(async () => {
    await worker.close();
    await queue.queue.obliterate({ force: true });
    await queue.close();
  });

  it('runs a key once however often it is added, and retries with backoff', async () => {
    failNext = 2;
    const result = await queue.addAndWait<string>({ label: 'a' }, 'same-key', 5000);
    expect(result).toBe('done a');
    await queue.add({ label: 'a-again' }, 'same-key');
    // One worker takes jobs in order: had 'a-again' been queued, it would run before this one.
    await queue.addAndWait({ label: 'after-a' }, 'sentinel-key', 5000);
    expect(runs.filter((r) => r === 'a' || r === 'a-again')).toEqual(['a', 'a', 'a']);
  });

  it('ensure() leaves a pending job alone but replaces a finished one', async () => {
    // Delayed, so it is certainly still pending when ensure() is called again.
    const first = await queue.ensure({ label: 'b' }, 'ensure-key', { delay: 500 });
    expect((await queue.ensure({ label: 'b-twice' }, 'ensure-key')).id).toBe(first.id);
    await waitFor(async () => (await first.getState()) === 'completed', 'the first run');
    await queue.ensure({ label: 'b2' }, 'ensure-key');
    await waitFor(() => runs.includes('b2'), 'the replaced job');
    expect(runs.filter((r) => r.startsWith('b'))).toEqual(['b', 'b2']);
  });

  it('fails at once on an UnrecoverableError', async () => {
    permanent = true;
    await expect(queue.addAndWait({ label: 'c' }, 'permanent-key', 5000)).rejects.toThrow(
      /no point retrying/,
    );
    permanent = false;
    expect(runs.filter((r) => r === 'c')).toHaveLength(1);
    await waitFor(() => failedForGood.includes('c'), 'the final failure callback');
  });

  it('reports a job failed for good once, after its last attempt, never a retried one', async () => {
    failNext = 3;
    await expect(queue.addAndWait({ label: 'd' }, 'spent-key', 5000)).rejects.toThrow(/temporary/);
    await waitFor(() => failedForGood.includes('d'), 'the final failure callback');
    expect(runs.filter((r) => r === 'd')).toHaveLength(3);
    expect(failedForGood.filter((label) => label === 'd')).toEqual(['d']);
    // 'a' failed twice, then succeeded: never reported.
    expect(failedForGood).not.toContain('a');
  });
});
