import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../test/render.tsx';
import { AdminNav } from './AdminNav.tsx';

afterEach(() => vi.restoreAllMocks());

describe('AdminNav', () => {
  it('shows the unread count on Messaggi, in the link name too', async () => {
    mockApi({ 'GET /api/admin/messages/unread-count': reply({ unread: 3 }) });
    renderPage(<AdminNav />, { path: '/admin/dashboard' });
    const link = await screen.findByRole('link', { name: 'Messaggi, 3 non letti' });
    expect(link).toHaveAttribute('href', '/admin/messaggi');
    expect(link).toHaveTextContent('3');
  });

  it('says one unread message in the singular, and nothing when all are read', async () => {
    const api = mockApi({ 'GET /api/admin/messages/unread-count': reply({ unread: 1 }) });
    const { client } = renderPage(<AdminNav />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('link', { name: 'Messaggi, 1 non letto' })).toBeInTheDocument();
    api.set('GET /api/admin/messages/unread-count', reply({ unread: 0 }));
    await client.invalidateQueries();
    expect(await screen.findByRole('link', { name: 'Messaggi' })).not.toHaveTextContent(/\d/);
  });
});
