import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DrawIcon from '@mui/icons-material/Draw';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { SectionHeading } from './SectionHeading.tsx';

const STEPS = [
  {
    Icon: DrawIcon,
    title: 'Progettazione',
    text: 'Insieme scegliamo modello, tessuti, colori e personalizzazione: ogni idea parte da un disegno.',
  },
  {
    Icon: ContentCutIcon,
    title: 'Realizzazione',
    text: 'Taglio e cucitura a mano nel nostro laboratorio, con materiali sicuri e rifiniture curate.',
  },
  {
    Icon: LocalShippingIcon,
    title: 'Consegna',
    text: 'La tua creazione viene impacchettata con cura e spedita in tutta Italia.',
  },
];

export function ProcessSection() {
  return (
    <Box component="section" aria-labelledby="process-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="process-title"
          title="Come Nasce una Creazione"
          subtitle="Tre semplici passi, dall'idea a casa tua."
        />
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map(({ Icon, title, text }, i) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%', textAlign: 'center' }}>
                <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
                <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                  {i + 1}. {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
