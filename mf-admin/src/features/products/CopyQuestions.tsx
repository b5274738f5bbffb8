import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import type { ProductQuestion } from '@vetrina/contracts';
import { adminProductsQuery } from './products-api.ts';

/** 'Copia le domande da': another product's questions, added after this product's own. */
export function CopyQuestions({
  productId,
  onCopy,
}: {
  productId: number | undefined;
  onCopy: (questions: ProductQuestion[]) => void;
}) {
  const products = useQuery(adminProductsQuery);
  const [sourceId, setSourceId] = useState('');
  const sources = (products.data ?? []).filter((p) => p.id !== productId && p.questions.length > 0);
  if (products.isError || (products.isSuccess && sources.length === 0)) return null;
  const source = sources.find((p) => String(p.id) === sourceId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        label="Copia le domande da"
        value={sourceId}
        onChange={(event) => setSourceId(event.target.value)}
        disabled={products.isPending}
        sx={{ minWidth: { sm: 320 } }}
      >
        {sources.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name} ({p.questions.length})
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<ContentCopy aria-hidden />}
        disabled={!source}
        onClick={() => source && onCopy(source.questions)}
        sx={{ minHeight: 44 }}
      >
        Copia domande
      </Button>
    </Stack>
  );
}
