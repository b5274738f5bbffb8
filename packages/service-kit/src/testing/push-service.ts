import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request a push service received: what the sender sent, still encrypted. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service of the test's own, over HTTPS with a fresh self-signed certificate (web-push only
 * speaks https): it records every request and answers 201, or the status set for a path.
 */
export interface TestPushService {
  origin: string;
  /** Trusts this service's certificate: give it to web-push (`agent`). */
  agent: Agent;
  received: ReceivedPush[];
  /** Answers `status` to every later request for `path` (410: the subscription is gone). */
  answer(path: string, status: number): void;
  /** Resolves once `count` requests arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' }); // prettier-ignore
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(req.url ?? '') ?? 201).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const agent = new Agent({ ca: cert });
  return {
    origin: `https://127.0.0.1:${port}`,
    agent,
    received,
    answer: (p, status) => void statuses.set(p, status),
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanUp();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`push service got ${received.length} of ${count} requests`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its keys, and the decryption a browser does (RFC 8291 over RFC 8188). */
export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));

function decryptAes128gcm(body: Buffer, agent: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), agent.getPublicKey(), serverKey]);
  const ikm = hkdf(agent.computeSecret(serverKey), authSecret, info, 32);
  const key = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export function testPushSubscription(endpoint: string): TestPushSubscription {
  const agent = createECDH('prime256v1');
  agent.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: agent.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, agent, authSecret),
  };
}
