import styles from './CatalogueBreadcrumbs.module.css';

interface Crumb {
  label: string;
  to: string;
}

/** Home > Prodotti > (in-between links) > current page, as the category and product pages show it. */
export function CatalogueBreadcrumbs({ current, via = [] }: { current: string; via?: Crumb[] }) {
  const links: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'Prodotti', to: '/prodotti' }, ...via];
  return (
    <nav aria-label="Percorso di navigazione" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {links.map((crumb) => (
          <li key={crumb.to} className={styles.item}>
            <a href={crumb.to} className={styles.link}>
              {crumb.label}
            </a>
            <span aria-hidden="true" className={styles.separator}>
              /
            </span>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
