import styles from './CataloguePage.module.css';

/** The catalogue's products could not be read (spec §2): on the server render or on a search. */
export function CatalogueError() {
  return (
    <p role="alert" className={styles.error}>
      Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.
    </p>
  );
}
