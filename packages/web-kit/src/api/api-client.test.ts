import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiSend, apiUpload, HttpError, serverMessage } from './api-client.ts';

function mockFetch(status: number, body: string, init: { statusText?: string; type?: string } = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(status === 204 ? null : body, {
        status,
        statusText: init.statusText ?? '',
        headers: { 'content-type': init.type ?? 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('returns parsed JSON and sends cookies', async () => {
    const fetchMock = mockFetch(200, '[{"id":1}]');
    await expect(apiGet('/api/products')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/products',
      expect.objectContaining({ credentials: 'include' }),
    );
    // A custom header would keep Chromium from reusing the gateway's <link rel=preload as=fetch>.
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toBeUndefined();
  });

  it('turns a non-2xx answer into "<status>: <body text>" (spec §8)', async () => {
    mockFetch(404, '{"message":"Prodotto non trovato"}', { statusText: 'Not Found' });
    const err = await apiGet('/api/products/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(404);
    expect((err as HttpError).message).toBe('404: {"message":"Prodotto non trovato"}');
    expect(serverMessage(err)).toBe('Prodotto non trovato');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(503, '', { statusText: 'Service Unavailable', type: 'text/plain' });
    await expect(apiGet('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a text body and gives the fallback as server message', async () => {
    mockFetch(500, 'boom', { type: 'text/plain' });
    const err = await apiGet('/api/x').catch((e: unknown) => e);
    expect((err as HttpError).body).toBe('boom');
    expect(serverMessage(err, 'Errore generico')).toBe('Errore generico');
    expect(serverMessage(new Error('x'))).toBeUndefined();
  });

  it('sends JSON bodies and resolves 204 to undefined', async () => {
    const fetchMock = mockFetch(204, '');
    await expect(apiSend('DELETE', '/api/admin/products/1')).resolves.toBeUndefined();
    mockFetch(201, '{"id":2}');
    await expect(apiSend('POST', '/api/admin/products', { name: 'Bavaglino' })).resolves.toEqual({ id: 2 });
    const init = (vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"name":"Bavaglino"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uploads form data without forcing a content type', async () => {
    mockFetch(200, '{"url":"/uploads/a.webp"}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(apiUpload('/api/admin/uploads', form)).resolves.toEqual({ url: '/uploads/a.webp' });
    const init = (vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
