import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QUOTE_FORM_URL } from '../contact/quote-link.ts';

export function QuoteCta() {
  return (
    <Box component="section" aria-labelledby="quote-title" sx={{ py: 6 }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id="quote-title" component="h2" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
            Hai in mente una creazione speciale?
          </Typography>
          <Typography sx={{ mb: 3 }}>
            Raccontaci la tua idea: nomi ricamati, colori preferiti, misure su richiesta. Ti prepariamo un
            preventivo senza impegno.
          </Typography>
          <Button
            component={RouterLink}
            to={QUOTE_FORM_URL}
            variant="contained"
            color="inherit"
            size="large"
            sx={{ color: 'primary.main', bgcolor: 'background.paper' }}
          >
            Richiedi un Preventivo
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
