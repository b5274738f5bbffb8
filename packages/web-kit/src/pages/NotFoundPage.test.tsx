import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage.tsx';

it('shows the not-found texts of the spec and a way home', () => {
  render(
    <MemoryRouter initialEntries={['/nope']}>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('404 Page Not Found | Vetrina Creazioni');
});
