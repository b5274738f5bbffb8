import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SKELETON_DELAY_MS } from '@vetrina/contracts/constants';
import { queryKeys, useDelayedReady, usePageMeta } from '@vetrina/web-kit';
import { ContactLinks } from '../../shared/ContactLinks.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContactFormSkeleton } from './ContactFormSkeleton.tsx';
import { NativeContactForm } from './NativeContactForm.tsx';
import { ThankYouPanel } from './ThankYouPanel.tsx';
import { useContactFormToken } from './contact-api.ts';
import { FORM_UNAVAILABLE, submissionErrorNotice } from './contact-texts.ts';

/**
 * /contatti: the contact form (spec §2 Contact). `?oggetto=` pre-fills the subject; `?inviato=1` and
 * `?errore=<code>` are where svc-content sends a visitor back after a form posted without JavaScript.
 */
export function ContactPage() {
  usePageMeta('contact');
  const [params, setParams] = useSearchParams();
  const [sentHere, setSentHere] = useState(false);
  const sent = sentHere || params.get('inviato') === '1';
  const errorCode = params.get('errore');
  const subject = params.get('oggetto') ?? '';
  const ready = useDelayedReady(SKELETON_DELAY_MS);
  const token = useContactFormToken(!sent);
  const queryClient = useQueryClient();

  const onSent = () => {
    // That token is spent: the next form gets a new one.
    queryClient.removeQueries({ queryKey: queryKeys.contactForm });
    setSentHere(true);
  };
  const onSubmitStart = () => {
    // A message about an earlier no-JavaScript attempt no longer applies.
    if (errorCode !== null)
      setParams(
        (current) => {
          current.delete('errore');
          return current;
        },
        { replace: true },
      );
  };

  let body;
  if (sent) {
    body = <ThankYouPanel focusOnShow={sentHere} onAnotherMessage={() => setSentHere(false)} />;
  } else if (ready && token.data) {
    body = (
      <ContactForm
        form={token.data}
        defaultSubject={subject}
        renewing={token.isFetching}
        onSent={onSent}
        onRefused={() => void token.refetch()}
        onSubmitStart={onSubmitStart}
      />
    );
  } else if (ready && token.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void token.refetch()}>
            Riprova
          </Button>
        }
      >
        <AlertTitle>{FORM_UNAVAILABLE.title}</AlertTitle>
        {FORM_UNAVAILABLE.text}
      </Alert>
    );
  } else {
    body = (
      <>
        <ContactFormSkeleton />
        {/* Server-rendered for visitors without JavaScript; inert text for everyone else. */}
        <noscript>
          <NativeContactForm form={token.data} defaultSubject={subject} />
        </noscript>
      </>
    );
  }

  const failure = errorCode !== null && !sent ? submissionErrorNotice(errorCode) : null;
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
        Contattaci
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Hai una domanda, vuoi ordinare o desideri un preventivo per una creazione personalizzata? Scrivici!
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.text}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, position: 'relative' }}>
        {body}
      </Paper>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        Preferisci scriverci direttamente?
      </Typography>
      <ContactLinks spacing={0.5} sx={{ '& a': { minHeight: 44 } }} />
    </Container>
  );
}
