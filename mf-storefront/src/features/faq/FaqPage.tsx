import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '@vetrina/web-kit';
import { FAQ_ITEMS } from '@vetrina/contracts/faq';

export function FaqPage() {
  usePageMeta('faq');
  // One question open at a time.
  const [open, setOpen] = useState<number | false>(false);
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
        Domande Frequenti
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Tutto quello che devi sapere su ordini, personalizzazioni, spedizioni e cura dei prodotti.
      </Typography>
      {FAQ_ITEMS.map((item, i) => (
        <Accordion
          key={item.question}
          expanded={open === i}
          onChange={(_, expanded) => setOpen(expanded ? i : false)}
          disableGutters
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${i}-header`}
            aria-controls={`faq-${i}-content`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Paper variant="outlined" sx={{ mt: 5, p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }} gutterBottom>
          Non hai trovato la risposta che cercavi?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Scrivici: saremo felici di aiutarti.
        </Typography>
        <Button component={RouterLink} to="/contatti" variant="contained">
          Contattaci
        </Button>
      </Paper>
    </Container>
  );
}
