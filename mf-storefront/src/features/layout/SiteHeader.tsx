import { useSiteConfig } from '@vetrina/web-kit/site';
import { Island } from '../../islands/Island.tsx';
import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import { CategoriesMenu } from './CategoriesMenu.tsx';
import { isCurrent } from './is-current.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { NAV_AFTER_CATEGORIES, NAV_BEFORE_CATEGORIES } from './nav-links.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import styles from './SiteHeader.module.css';

function DesktopLink({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  const current = isCurrent(to, pathname);
  return (
    <a
      href={to}
      className={buttonClass('text', 'medium', `${styles.navLink} ${current ? styles.active : ''}`)}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </a>
  );
}

/**
 * Both navigations are in the markup, whatever the screen: CSS shows the desktop one from 768 px and the
 * menu button below. The menus and the theme switch are islands; the links are plain links.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const { siteName } = useSiteConfig();
  return (
    <header className={styles.header}>
      <div className={styles.toolbar}>
        <a href="/" className={styles.brand}>
          {siteName}
        </a>
        <nav aria-label="Menu principale" className={styles.desktopNav}>
          {NAV_BEFORE_CATEGORIES.map((l) => (
            <DesktopLink key={l.to} to={l.to} label={l.label} pathname={pathname} />
          ))}
          <Island name="CategoriesMenu" component={CategoriesMenu} props={{ pathname }} hydrate="load" />
          {NAV_AFTER_CATEGORIES.map((l) => (
            <DesktopLink key={l.to} to={l.to} label={l.label} pathname={pathname} />
          ))}
        </nav>
        <Island name="ThemeSwitch" component={ThemeSwitch} props={{}} hydrate="load" />
        <Island name="MobileMenu" component={MobileMenu} props={{ pathname }} hydrate="load" />
      </div>
    </header>
  );
}
