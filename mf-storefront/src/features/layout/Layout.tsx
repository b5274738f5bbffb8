import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import styles from './Layout.module.css';

/** Every public page: skip link, header, the page as <main>, footer. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#contenuto" className={styles.skipLink}>
        Vai al contenuto
      </a>
      <SiteHeader pathname={pathname} />
      <main id="contenuto" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
