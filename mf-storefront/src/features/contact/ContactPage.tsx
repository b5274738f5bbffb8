import { Island } from '../../islands/Island.tsx';
import { ContactLinks } from '../../shared/ContactLinks.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { RequestProductHeader } from './RequestProductHeader.tsx';
import styles from './ContactPage.module.css';

/**
 * /contatti (spec §2 Contact): heading, the product asked about (`?prodotto=`) and direct links are markup;
 * the form is the page's one island.
 */
export function ContactPage(props: ContactFormProps) {
  return (
    <Container width="md" className={styles.page}>
      <h1 className={`${text.h3} ${text.gutter} ${styles.title}`}>Contattaci</h1>
      <p className={`${text.body} ${text.secondary} ${styles.intro}`}>
        Hai una domanda, vuoi ordinare o desideri un preventivo per una creazione personalizzata? Scrivici!
      </p>
      {props.product && !props.sent && <RequestProductHeader product={props.product} />}
      <Island name="ContactForm" component={ContactForm} props={props} hydrate="load" />
      <h2 className={`${text.h6} ${styles.direct}`}>Preferisci scriverci direttamente?</h2>
      <ContactLinks />
    </Container>
  );
}
