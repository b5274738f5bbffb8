import { renderToString } from 'react-dom/server';
import { Island } from './Island.tsx';
import { createRenderCollector, RenderCollectorContext } from './render-context.ts';
import { MobileMenu } from '../features/layout/MobileMenu.tsx';
import { ThemeSwitch } from '../features/layout/ThemeSwitch.tsx';

function renderPage(pathname: string) {
  const collector = createRenderCollector();
  const html = renderToString(
    <RenderCollectorContext value={collector}>
      <Island name="ThemeSwitch" component={ThemeSwitch} props={{}} hydrate="idle" />
      <Island name="MobileMenu" component={MobileMenu} props={{ pathname }} hydrate="load" />
    </RenderCollectorContext>,
  );
  return { html, collector };
}

describe('Island (server side)', () => {
  it('wraps each island with its name, hydration moment and own useId prefix, props as inert JSON', () => {
    const { html, collector } = renderPage('/chi-siamo</script><script>alert(1)</script>');
    const page = document.createElement('div');
    page.innerHTML = html;
    const wrappers = [...page.querySelectorAll<HTMLElement>('[data-island]')];
    expect(wrappers.map((w) => [w.dataset.island, w.dataset.hydrate, w.dataset.prefix])).toEqual([
      ['ThemeSwitch', 'idle', 'i0-'],
      ['MobileMenu', 'load', 'i1-'],
    ]);
    expect(wrappers[1]!.querySelector('button')?.getAttribute('aria-label')).toBe('Apri menu');
    const props = page.querySelector('script[data-island-props="i1-"]')!;
    expect(JSON.parse(props.textContent!)).toEqual({
      pathname: '/chi-siamo</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('</script><script>alert');
    expect(collector.islands).toEqual([
      { name: 'ThemeSwitch', hydrate: 'idle' },
      { name: 'MobileMenu', hydrate: 'load' },
    ]);
  });

  it('refuses to render outside the page renderer', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderToString(<Island name="ThemeSwitch" component={ThemeSwitch} props={{}} hydrate="load" />),
    ).toThrow(/page renderer/);
  });
});
