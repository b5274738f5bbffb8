// What an operator sees of the rate limits: the first refusal of a client is logged once, a Redis that
// fails is reported, and a Redis that stops answering never holds a request (each replica decides alone).
import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ownRedis } from '@vetrina/service-kit/testing';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';

const READS = 40;
const LIMITED = { RATE_LIMIT_READS_PER_MINUTE: String(READS), TRUST_PROXY: '127.0.0.1,::1' };

/** The gateway's log lines, parsed. */
function capturingLogger() {
  const lines: { level: number; msg: string; budget?: string; err?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const systems: StubSystem[] = [];
afterAll(async () => {
  await Promise.all(systems.map((s) => s.close()));
});
async function system(overrides: Record<string, string>, logger = capturingLogger().logger) {
  const started = await startStubSystem({ ...LIMITED, ...overrides }, logger);
  systems.push(started);
  return started;
}

const freshClient = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
/** A counted read that needs no Redis of its own (the public API's cache reads Redis too). */
async function statusesOf(app: StubSystem['app'], client: string, times: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < times; i++)
    answers.push((await request(app).get('/admin').set('X-Forwarded-For', client)).status);
  return answers;
}
const servedThenRefused = (refused: number) => [...Array(READS).fill(200), ...Array(refused).fill(429)];

describe("the rate limits' log", () => {
  it("logs a client's first refusal once, naming the budget, not every refused request", async () => {
    const { logger, lines } = capturingLogger();
    const { app } = await system({}, logger);
    const reached = () => lines.filter((line) => line.msg === 'rate limit reached');
    expect(await statusesOf(app, freshClient(), READS + 3)).toEqual(servedThenRefused(3));
    expect(reached()).toHaveLength(1);
    expect(reached()[0]).toMatchObject({ level: 40, budget: 'reads' });
    expect(await statusesOf(app, freshClient(), READS + 1)).toEqual(servedThenRefused(1));
    expect(reached(), "another client's first refusal").toHaveLength(2);
  });

  it('reports a Redis it cannot reach as a warning', async () => {
    const { logger, lines } = capturingLogger();
    // Port 1: nothing listens there, and no other test's server can take it meanwhile.
    await system({ REDIS_URL: 'redis://127.0.0.1:1' }, logger);
    for (let i = 0; i < 50 && !lines.some((line) => line.msg === 'rate limit redis error'); i++)
      await sleep(50);
    const warning = lines.find((line) => line.msg === 'rate limit redis error');
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.err).toMatch(/ECONNREFUSED/);
  });
});

describe('a Redis that stops answering', () => {
  const redis = ownRedis(20_000 + randomInt(20_000));
  afterAll(async () => {
    redis.thaw();
    await redis.stop();
  });

  it('holds no request: past a sync that times out, the replica counts alone and still refuses the flood', async () => {
    await redis.start();
    const { app } = await system({ REDIS_URL: redis.url });
    // Connected and counting in Redis (a probe's sync went through) before the server freezes.
    await statusesOf(app, freshClient(), 1);
    await sleep(300);
    redis.freeze();
    const started = Date.now();
    expect(await statusesOf(app, freshClient(), READS + 2)).toEqual(servedThenRefused(2));
    expect(Date.now() - started, 'a frozen Redis costs a sync timeout, not a hung request').toBeLessThan(
      10_000,
    );
  });
});
