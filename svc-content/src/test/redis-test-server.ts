import net, { type AddressInfo } from 'node:net';
import { ownRedis, type OwnRedis } from '@vetrina/service-kit/testing';

export type RedisTestServer = OwnRedis;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The kit's own-Redis helper, started on a free port (nothing saved to disk): the test may stop and
 * start it again, and the shared Redis on 6379 is never touched.
 */
export async function startRedisTestServer(): Promise<RedisTestServer> {
  const redis = ownRedis(await freePort());
  await redis.start();
  return redis;
}
