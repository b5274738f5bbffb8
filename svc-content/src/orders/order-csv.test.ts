import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startOrderTestContext, type OrderTestContext } from '../test/order-test-context.ts';

describe('CSV export of a period /api/admin/orders/export.csv', () => {
  let t: OrderTestContext;

  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());

  const setCreated = (id: number, at: string) =>
    t.system.db('orders').where({ id }).update({ created_at: at });

  it('is UTF-8 with a BOM, ; separated, quoted, decimal comma, a download named after the period', async () => {
    const tricky = await t.create({
      customerName: 'Zoë "la sarta"; Bianchi',
      customerEmail: 'zoe@example.it',
      customerPhone: '+39 02 1234567',
      lines: [
        { productId: t.bibId, quantity: 2 },
        { description: 'Fiocco "rosa"; doppio', unitPrice: '1', quantity: 1 },
      ],
      agreedTotal: '1234,5',
      deposit: '200',
      expectedDelivery: '2026-12-10',
    });
    const formula = await t.create({ customerName: '=HYPERLINK("http://x")', customerEmail: 'f@example.it' });
    const outside = await t.create({ customerName: 'Fuori periodo', customerEmail: 'fuori@example.it' });
    // 30 November 23:30 in Italy is still November there (22:30 UTC); 1 December 00:30 in Italy is not.
    await setCreated(tricky.id, '2026-11-01T08:00:00Z');
    await setCreated(formula.id, '2026-11-30T22:30:00Z');
    await setCreated(outside.id, '2026-11-30T23:30:00Z');

    const res = await t.exportCsv('from=2026-11-01&to=2026-11-30');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=ordini-2026-11-01-2026-11-30.csv');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toBe(
      [
        '"Numero";"Data";"Stato";"Cliente";"E-mail";"Telefono";"Righe";"Prezzo concordato (€)";"Acconto ricevuto (€)";"Saldo (€)";"Consegna prevista"',
        `"${tricky.id}";"01/11/2026";"Richiesta";"Zoë ""la sarta""; Bianchi";"zoe@example.it";"'+39 02 1234567";"2 × Bavaglino personalizzato con nome, 1 × Fiocco ""rosa""; doppio";"1234,50";"200,00";"1034,50";"10/12/2026"`,
        `"${formula.id}";"30/11/2026";"Richiesta";"'=HYPERLINK(""http://x"")";"f@example.it";"";"1 × Copertina su misura";"";"";"";""`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports this month so far (Italian dates) when no period is given', async () => {
    const res = await t.api().get('/api/admin/orders/export.csv').set(ADMIN).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=ordini-2026-11-01-2026-11-26.csv');
    const half = await t.api().get('/api/admin/orders/export.csv?from=2026-11-20').set(ADMIN).expect(200);
    expect(half.headers['content-disposition']).toBe('attachment; filename=ordini-2026-11-20-2026-11-26.csv');
  });

  it('has only the header for a period without orders', async () => {
    const res = await t
      .api()
      .get('/api/admin/orders/export.csv?from=2020-01-01&to=2020-01-31')
      .set(ADMIN)
      .expect(200);
    expect(res.text).toBe(
      '\uFEFF"Numero";"Data";"Stato";"Cliente";"E-mail";"Telefono";"Righe";"Prezzo concordato (€)";"Acconto ricevuto (€)";"Saldo (€)";"Consegna prevista"\r\n',
    );
  });
});
