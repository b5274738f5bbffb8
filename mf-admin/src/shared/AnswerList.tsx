import { Box, Typography } from '@mui/material';
import type { QuestionAnswer } from '@vetrina/contracts';

/** The customer's answers to a product's personalisation questions: each question, then its answer. */
export function AnswerList({ answers }: { answers: readonly Pick<QuestionAnswer, 'question' | 'answer'>[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
    >
      {answers.map((a, i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {a.question}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {a.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
