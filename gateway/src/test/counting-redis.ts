import type { Redis } from '@vetrina/service-kit';

/** The real Redis, with the pipelines (round trips) sent through it counted. */
export function countingRedis(redis: Redis): { counted: Redis; trips: { count: number } } {
  const trips = { count: 0 };
  const counted = new Proxy(redis, {
    get(target, name, receiver) {
      if (name === 'pipeline')
        return () => {
          trips.count++;
          return target.pipeline();
        };
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return { counted, trips };
}
