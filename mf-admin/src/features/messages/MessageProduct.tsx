import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { ContactMessage } from '@vetrina/contracts';
import { AnswerList } from '../../shared/AnswerList.tsx';

/** The product a request was sent from, with the answers to its questions (issue 30). */
export function MessageProduct({ message }: { message: ContactMessage }) {
  const { product, answers } = message;
  if (!product) return null;
  return (
    <Box
      component="section"
      aria-label={`Prodotto: ${product.name}`}
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: answers.length ? 1 : 0 }}>
        <Avatar variant="rounded" src={product.image} alt="" sx={{ width: 48, height: 48 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Richiesta per il prodotto
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        </Box>
      </Stack>
      {answers.length > 0 && <AnswerList answers={answers} />}
    </Box>
  );
}
