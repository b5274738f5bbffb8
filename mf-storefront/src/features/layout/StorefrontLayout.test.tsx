import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render.tsx';
import { StorefrontLayout } from './StorefrontLayout.tsx';

function setViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: /min-width:\s*(\d+)px/.test(query)
          ? width >= Number(/min-width:\s*(\d+)px/.exec(query)![1])
          : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Storefront layout', () => {
  it('shows the desktop navigation with the Categorie dropdown, a main landmark and the footer', async () => {
    setViewport(1280);
    const user = userEvent.setup();
    renderPage(<StorefrontLayout />);
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    for (const name of ['Home', 'Chi Siamo', 'Prodotti', 'FAQ', 'Contatti']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'Categorie' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.getAttribute('href')),
    ).toEqual([
      '/categorie/accessori',
      '/categorie/set-nascita',
      '/categorie/giochi',
      '/categorie/per-noi-mamme',
      '/categorie/natale',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText('Creazioni uniche per bambini speciali')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Vetrina Creazioni`)).toBeInTheDocument();
  });

  it('uses a side menu below 768 px that closes on link click', async () => {
    setViewport(375);
    const user = userEvent.setup();
    renderPage(<StorefrontLayout />);
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apri menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByRole('link', { name: 'Natale' })).toHaveAttribute('href', '/categorie/natale');
    await user.click(within(nav).getByRole('link', { name: 'Prodotti' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument(),
    );
  });
});
