import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@vetrina/web-kit';

export interface InfoSection {
  title: string;
  body: ReactNode;
}

export function InfoPage({
  title,
  intro,
  sections,
  showLastUpdate = false,
}: {
  title: string;
  intro?: ReactNode;
  sections: InfoSection[];
  showLastUpdate?: boolean;
}) {
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
        {title}
      </Typography>
      {showLastUpdate && (
        // Today's date in Italy (spec §2), e.g. '22 novembre 2026'. Rendered just before midnight and
        // hydrated just after, the date may differ: that is fine.
        <Typography color="text.secondary" sx={{ mb: 3 }} suppressHydrationWarning>
          Ultimo aggiornamento: {formatLongDate(new Date())}
        </Typography>
      )}
      {intro && <Typography sx={{ mb: 3 }}>{intro}</Typography>}
      {sections.map((s) => (
        <Box component="section" key={s.title} sx={{ mb: 4 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }} gutterBottom>
            {s.title}
          </Typography>
          <Box sx={{ '& p': { mt: 0, mb: 1.5 }, '& ul': { mt: 0 }, lineHeight: 1.7 }}>{s.body}</Box>
        </Box>
      ))}
    </Container>
  );
}
