import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render.tsx';
import { StorefrontLayout } from './StorefrontLayout.tsx';

/** Does a media condition such as `(min-width:768px)` hold at this viewport width? (width conditions only) */
function mediaMatches(condition: string, width: number): boolean {
  return [...condition.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
    kind === 'min' ? width >= Number(px) : width <= Number(px),
  );
}

/**
 * `display` of an element at a viewport width, from the page's style sheets (jsdom evaluates media queries,
 * but for its fixed 1024 px window only). Emotion's rules are single-class selectors: the last one wins.
 */
function displayAt(element: Element, width: number): string {
  let display = '';
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        if (mediaMatches(rule.media.mediaText, width)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        display = rule.style.getPropertyValue('display') || display;
      }
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return (element as HTMLElement).style.display || display;
}

/** Shown at that width: neither the element nor an ancestor is `display: none`. */
function shownAt(element: Element, width: number): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (displayAt(node, width) === 'none') return false;
  }
  return true;
}

/**
 * Both header layouts are in the markup; CSS picks one. (In jsdom's 1024 px window the menu button is
 * `display: none`, so out of the accessibility tree: found here by its attributes.)
 */
function headerParts() {
  const banner = screen.getByRole('banner');
  const desktopNav = banner.querySelector<HTMLElement>('nav[aria-label="Menu principale"]')!;
  const menuButton = banner.querySelector<HTMLElement>('button[aria-controls="storefront-mobile-menu"]')!;
  expect(desktopNav).not.toBeNull();
  expect(menuButton).not.toBeNull();
  return { desktopNav, menuButton };
}

let mediaListeners: ((event: { matches: boolean }) => void)[] = [];
/** A matchMedia answering width queries for this viewport (only the side menu's resize listener uses it). */
function setViewport(width: number) {
  mediaListeners = [];
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: mediaMatches(query, width),
        media: query,
        addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => mediaListeners.push(fn),
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Storefront layout', () => {
  it('renders the same markup whatever the screen (CSS, not JS, picks the layout)', () => {
    // useId values differ from one client render to the next; everything else must be identical.
    const markup = (container: HTMLElement) => container.innerHTML.replace(/_r_\w+_/g, '_r_');
    setViewport(375);
    const narrow = renderPage(<StorefrontLayout />);
    const html = markup(narrow.container);
    narrow.unmount();
    setViewport(1280);
    expect(markup(renderPage(<StorefrontLayout />).container)).toBe(html);
    expect(html).toContain('aria-label="Apri menu"');
    expect(html).toContain('>Categorie<');
  });

  it('shows the desktop navigation from 768 px and the menu button below it, never both', () => {
    renderPage(<StorefrontLayout />);
    const { desktopNav, menuButton } = headerParts();
    for (const width of [1280, 768]) {
      expect(shownAt(desktopNav, width), `nav at ${width}`).toBe(true);
      expect(shownAt(menuButton, width), `button at ${width}`).toBe(false);
    }
    for (const width of [767, 375]) {
      expect(shownAt(desktopNav, width), `nav at ${width}`).toBe(false);
      expect(shownAt(menuButton, width), `button at ${width}`).toBe(true);
    }
    expect(shownAt(screen.getByRole('button', { name: /^Tema:/ }), 375)).toBe(true);
    expect(shownAt(screen.getByRole('button', { name: /^Tema:/ }), 1280)).toBe(true);
    // jsdom's own cascade (1024 px) agrees: the hidden part is out of the accessibility tree.
    expect(screen.getByRole('navigation', { name: 'Menu principale' })).toBe(desktopNav);
    expect(screen.queryByRole('button', { name: 'Apri menu' })).toBeNull();
  });

  it('has the Categorie dropdown in the desktop navigation, a main landmark and the footer', async () => {
    const user = userEvent.setup();
    renderPage(<StorefrontLayout />);
    const nav = headerParts().desktopNav;
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
    const { menuButton } = headerParts();
    const drawer = () => document.getElementById('storefront-mobile-menu');
    expect(drawer()).toBeNull();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The panel's code is loaded on the first opening.
    await waitFor(() => expect(drawer()).not.toBeNull());
    const nav = within(drawer()!).getByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByRole('link', { name: 'Natale' })).toHaveAttribute('href', '/categorie/natale');
    await user.click(within(nav).getByRole('link', { name: 'Prodotti' }));
    await waitFor(() => expect(drawer()).toBeNull());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // It navigated: the header now marks Prodotti as the current page.
    expect(within(headerParts().desktopNav).getByRole('link', { name: 'Prodotti' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the side menu when the window grows to the desktop layout', async () => {
    setViewport(375);
    const user = userEvent.setup();
    renderPage(<StorefrontLayout />);
    await user.click(headerParts().menuButton);
    await waitFor(() => expect(document.getElementById('storefront-mobile-menu')).not.toBeNull());
    act(() => mediaListeners.forEach((fn) => fn({ matches: true })));
    await waitFor(() => expect(document.getElementById('storefront-mobile-menu')).toBeNull());
  });
});
