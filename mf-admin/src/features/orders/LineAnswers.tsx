import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { ORDER_FIELD_LABELS } from '@vetrina/contracts';
import { AnswerList } from '../../shared/AnswerList.tsx';
import type { OrderFormApi } from './order-form.ts';

/** The customer's answers a line carries from her request (issue 30), as she gave them. */
export function LineAnswers({ form, index }: { form: OrderFormApi; index: number }) {
  const answers = useWatch({ control: form.control, name: `lines.${index}.answers` });
  if (!answers?.length) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {ORDER_FIELD_LABELS.answers}
      </Typography>
      <AnswerList answers={answers} />
    </Box>
  );
}
