import { useSiteConfig } from '@vetrina/web-kit/site';
import { ContactLinks } from '../../shared/ContactLinks.tsx';
import { Container } from '../../shared/ui/Container.tsx';
import text from '../../shared/ui/text.module.css';
import styles from './home.module.css';

export function ContactSection() {
  const { contactEmail } = useSiteConfig();
  return (
    <section id="contatti" aria-labelledby="contact-title" className={`${styles.section} ${styles.paper}`}>
      <Container width="md" className={styles.center}>
        <h2 id="contact-title" className={`${text.h4} ${text.gutter} ${styles.headingTitle}`}>
          Contattaci
        </h2>
        <p className={`${text.body} ${text.secondary} ${styles.lead}`}>
          Per ordini, informazioni o richieste personalizzate scrivici a {contactEmail} oppure mandaci un
          messaggio sul nostro profilo social.
        </p>
        <ContactLinks centered />
      </Container>
    </section>
  );
}
