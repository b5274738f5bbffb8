import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayClientAddress } from './client-address.ts';

const TOKEN = 'client-address-test-token-0123456789abcdef';
const app = express().get('/', (req, res) => void res.send(gatewayClientAddress(req, TOKEN)));
const loopback = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

describe('the client address a service counts', () => {
  it('is the one the gateway forwarded, with its token', async () => {
    const res = await request(app)
      .get('/')
      .set({ 'X-Forwarded-For': '203.0.113.9', 'x-vetrina-gateway-token': TOKEN });
    expect(res.text).toBe('203.0.113.9');
    const v6 = await request(app)
      .get('/')
      .set({ 'X-Forwarded-For': ' 2001:db8::7 ', 'x-vetrina-gateway-token': TOKEN });
    expect(v6.text).toBe('2001:db8::7');
  });

  it('is the socket without the token, with a wrong one, or when the header is no single IP address', async () => {
    for (const headers of [
      { 'X-Forwarded-For': '203.0.113.9' },
      { 'X-Forwarded-For': '203.0.113.9', 'x-vetrina-gateway-token': `${TOKEN}x` },
      { 'X-Forwarded-For': 'garbage-1', 'x-vetrina-gateway-token': TOKEN },
      { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9', 'x-vetrina-gateway-token': TOKEN },
      { 'x-vetrina-gateway-token': TOKEN },
    ])
      expect((await request(app).get('/').set(headers)).text, JSON.stringify(headers)).toMatch(loopback);
  });
});
