// svc-catalog's ambient declaration of multer (which ships none) is a script, so it can't be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../svc-catalog/src/uploads/multer.d.ts" />
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { ORDER_STATUSES, type Order, type OrderInputDraft } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  createCatalogTestContext,
  type CatalogTestContext,
} from '../../../svc-catalog/src/test/catalog-test-context.ts';
import {
  startContentTestSystem,
  type ContentTestOptions,
  type ContentTestSystem,
} from './content-test-system.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';

export const ADMIN = gatewayHeaders();
export const NOT_ADMIN = gatewayHeaders({ id: 2, username: 'aiuto', isAdmin: false });

/** The orders' clock in the tests: Thursday 26 November 2026, 11:00 in Italy, moved only by tests. */
export const TEST_NOW = new Date('2026-11-26T10:00:00Z');

export interface OrderTestContext {
  system: ContentTestSystem;
  catalog: CatalogTestContext;
  smtp: SmtpTestServer;
  clock: { now: Date };
  /** 'Bavaglino personalizzato con nome': 15.00 €, 3-5 working days. */
  bibId: number;
  /** 'Copertina azzurra': 42.50 €, 10 working days at most. */
  blanketId: number;
  /** A product with no price and no lead time. */
  onRequestId: number;
  api(): ReturnType<typeof request>;
  /** The order as the admin reads it (200). */
  get(id: number): Promise<Order>;
  /** 'Esporta CSV' as the admin (200): the answer, with its body as the bytes sent. */
  exportCsv(query: string): Promise<request.Response>;
  /** Creates an order as the admin (201) and returns it. */
  create(input?: Partial<OrderInputDraft>): Promise<Order>;
  /** A status change as the admin, with the expected HTTP status. */
  move(id: number, to: string, expected?: number, extra?: object): Promise<request.Response>;
  /** Moves a new order ('Richiesta') through every status up to 'Consegnato'. */
  deliver(id: number): Promise<void>;
  close(): Promise<void>;
}

/** The statuses a new order passes on its way to 'Consegnato', after 'Richiesta'. */
const TO_DELIVERY = ORDER_STATUSES.slice(1, ORDER_STATUSES.indexOf('consegnato') + 1);

export const orderInput = (overrides: Partial<OrderInputDraft> = {}): OrderInputDraft => ({
  customerName: 'Giulia Rossi',
  customerEmail: 'giulia.rossi@example.it',
  lines: [{ description: 'Copertina su misura', unitPrice: '30', quantity: 1 }],
  ...overrides,
});

/**
 * svc-content as main.ts wires it (real PostgreSQL, Redis, BullMQ and SMTP), reading products from a real
 * svc-catalog on its own database over HTTP, with the orders' clock under the test's control.
 */
export async function startOrderTestContext(
  options: Pick<ContentTestOptions, 'testimonialRequests'> = {},
): Promise<OrderTestContext> {
  const smtp = await startSmtpTestServer();
  const catalog = await createCatalogTestContext();
  const server: Server = createServer(catalog.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const catalogUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clock = { now: TEST_NOW };
  const system = await startContentTestSystem({
    ...options,
    smtpUrl: smtp.url,
    catalogUrl,
    now: () => clock.now,
  });
  const bibId = await catalog.addProduct({
    slug: 'bavaglino-personalizzato-con-nome',
    name: 'Bavaglino personalizzato con nome',
    price: '15.00',
    lead_time_min_days: 3,
    lead_time_max_days: 5,
  });
  const blanketId = await catalog.addProduct({
    slug: 'copertina-azzurra',
    name: 'Copertina azzurra',
    price: '42.50',
    lead_time_min_days: 10,
    lead_time_max_days: null,
  });
  const onRequestId = await catalog.addProduct({
    slug: 'set-nascita-su-richiesta',
    name: 'Set nascita',
    price: null,
  });
  const api = () => request(system.app);
  const move: OrderTestContext['move'] = (id, to, expected = 200, extra = {}) =>
    api()
      .post(`/api/admin/orders/${id}/status`)
      .set(ADMIN)
      .send({ to, ...extra })
      .expect(expected);
  return {
    system,
    catalog,
    smtp,
    clock,
    bibId,
    blanketId,
    onRequestId,
    api,
    async get(id) {
      return (await api().get(`/api/admin/orders/${id}`).set(ADMIN).expect(200)).body as Order;
    },
    exportCsv: (query) =>
      api()
        .get(`/api/admin/orders/export.csv?${query}`)
        .set(ADMIN)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200),
    async create(input = {}) {
      const res = await api().post('/api/admin/orders').set(ADMIN).send(orderInput(input));
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Order;
    },
    move,
    async deliver(id) {
      for (const to of TO_DELIVERY) await move(id, to);
    },
    async close() {
      await system.close();
      await new Promise((resolve) => server.close(resolve));
      await catalog.close();
      await smtp.close();
    },
  };
}
