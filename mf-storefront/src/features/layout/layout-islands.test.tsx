import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { hydrateIsland } from '../../test/hydrate-island.tsx';
import { CategoriesMenu } from './CategoriesMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme switch island', () => {
  it('hydrates without mismatch, then shows the stored choice and switches the page with one attribute', async () => {
    localStorage.setItem('theme', 'dark');
    const { problems } = await hydrateIsland(ThemeSwitch, {});
    expect(problems).toEqual([]);
    const button = await screen.findByRole('button', { name: 'Tema: Scuro' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Chiaro' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Tema: Chiaro' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu island', () => {
  it('hydrates without mismatch and opens the side menu with the current page marked', async () => {
    const { problems } = await hydrateIsland(MobileMenu, { pathname: '/faq' });
    expect(problems).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apri menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Per noi Mamme' })).toHaveAttribute(
      'href',
      '/categorie/per-noi-mamme',
    );
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).toBeNull();
  });
});

describe('categories menu island', () => {
  it('hydrates without mismatch and lists the five categories as menu items', async () => {
    const { problems } = await hydrateIsland(CategoriesMenu, { pathname: '/' });
    expect(problems).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Categorie' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(5);
  });
});
