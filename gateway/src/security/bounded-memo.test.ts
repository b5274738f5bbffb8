import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.ts';

describe('a bounded memo', () => {
  it('computes each argument once, and remembers undefined answers too', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key) => {
      calls.push(key);
      return key === 'none' ? undefined : key.toUpperCase();
    }, 10);
    expect([memo('a'), memo('b'), memo('a'), memo('none'), memo('none')]).toEqual([
      'A',
      'B',
      'A',
      undefined,
      undefined,
    ]);
    expect(calls).toEqual(['a', 'b', 'none']);
  });

  it('forgets everything once it holds its maximum, then remembers again', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key) => calls.push(key), 2);
    memo('a');
    memo('b');
    memo('a');
    expect(calls).toEqual(['a', 'b']);
    memo('c'); // full: 'a' and 'b' are forgotten, 'c' is kept
    memo('c');
    memo('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('a bounded memo with a longest key', () => {
  it('remembers keys up to that length, and computes longer ones every time without keeping them', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key) => calls.push(key), 2, 3);
    memo('abc');
    memo('abc');
    memo('abcd');
    memo('abcd');
    expect(calls).toEqual(['abc', 'abcd', 'abcd']);
    // The long keys took no place: 'abc' is still remembered beside a second short key.
    memo('xy');
    memo('abc');
    expect(calls).toEqual(['abc', 'abcd', 'abcd', 'xy']);
  });
});
