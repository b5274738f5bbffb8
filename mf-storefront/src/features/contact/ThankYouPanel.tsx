import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { ANOTHER_MESSAGE_LABEL, THANK_YOU } from './contact-texts.ts';

interface ThankYouPanelProps {
  /** Back to an empty form; the link also works without JavaScript (a new page with a new token). */
  onAnotherMessage: () => void;
  /** Move the focus to the panel's heading: it replaced the form the visitor was in. */
  focusOnShow?: boolean;
}

export function ThankYouPanel({ onAnotherMessage, focusOnShow = false }: ThankYouPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, mt: 1, outline: 'none' }}
        gutterBottom
      >
        {THANK_YOU.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {THANK_YOU.text}
      </Typography>
      <Button
        component={RouterLink}
        to="/contatti"
        onClick={onAnotherMessage}
        variant="outlined"
        size="large"
        sx={{ minHeight: 48 }}
      >
        {ANOTHER_MESSAGE_LABEL}
      </Button>
    </Box>
  );
}
