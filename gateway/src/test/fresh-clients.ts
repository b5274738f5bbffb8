import { randomInt } from 'node:crypto';

/** Clients no other test (or earlier run, within the minute the counters live) has used. */
export const hex = () => randomInt(0x10000).toString(16);
export const freshIPv6 = () => `2001:db8:${hex()}:${hex()}::${hex()}`;
export const freshIPv4 = () =>
  `${randomInt(11, 100)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
