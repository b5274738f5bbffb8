import { useEffect } from 'react';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { COMPOSITION_PARTS, FIBRE_NAMES } from '@vetrina/contracts/product-safety';
import { muiField } from '../../../lib/mui-field.ts';
import type { ProductFormOutput, ProductFormValues } from '../product-form-values.ts';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const row = { display: 'grid', gap: 1, gridTemplateColumns: '1fr 7.5rem 44px', alignItems: 'start' } as const;
const partName = (part: string) => (part ? `${part[0]!.toUpperCase()}${part.slice(1)}` : 'Tutto il prodotto');
/** An array's own error (a sum not 100, parts without names): the resolver's or the server's. */
const messageOf = (error: unknown) =>
  (error as FieldError | undefined)?.message ?? (error as { root?: FieldError } | undefined)?.root?.message;

function ComponentFibres({ form, index }: { form: Form; index: number }) {
  const name = `composition.${index}.fibres` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors.composition?.[index]?.fibres;
  const shares = useWatch({ control: form.control, name }) ?? [];
  const total = shares.reduce((sum, share) => sum + (Number(share.percent) || 0), 0);
  const listError = messageOf(errors);
  const sharesKey = JSON.stringify(shares);
  // The list's own error (a fibre twice, a sum not 100) belongs to the whole list: changing one fibre or
  // percentage re-validates that field only, so the list is checked again here, or a fixed list kept
  // showing 'Ogni fibra compare una volta sola'.
  useEffect(() => {
    if (listError) void form.trigger(name);
  }, [listError, sharesKey, form, name]);
  return (
    <Stack spacing={1}>
      {fields.map((item, i) => (
        <Box key={item.id} sx={row}>
          <Controller
            name={`${name}.${i}.fibre`}
            control={form.control}
            render={({ field }) => (
              <TextField
                select
                label="Fibra"
                size="small"
                {...field}
                inputRef={field.ref}
                error={!!errors?.[i]?.fibre}
                helperText={errors?.[i]?.fibre?.message}
              >
                {FIBRE_NAMES.map((fibre) => (
                  <MenuItem key={fibre} value={fibre}>
                    {fibre}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="%"
            type="number"
            size="small"
            slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
            {...muiField(form.register(`${name}.${i}.percent`, { valueAsNumber: true }))}
            error={!!errors?.[i]?.percent}
            helperText={errors?.[i]?.percent?.message}
          />
          <IconButton aria-label={`Togli ${shares[i]?.fibre ?? 'fibra'}`} onClick={() => remove(i)}>
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Typography variant="body2" color={messageOf(errors) ? 'error' : 'text.secondary'} role="status">
        {messageOf(errors) ?? `Totale: ${total}%`}
      </Typography>
      <Box>
        <Button
          size="small"
          onClick={() => append({ fibre: 'cotone', percent: 100 - total > 0 ? 100 - total : 0 })}
        >
          Aggiungi fibra
        </Button>
      </Box>
    </Stack>
  );
}

/** 'Composizione': fibres with their percentages, per part when the product has several (Art. 11). */
export function CompositionFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'composition' });
  const error = messageOf(form.formState.errors.composition);
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Composizione
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Le fibre con le percentuali in peso (somma 100), con i nomi del regolamento UE 1007/2011. Se il
        prodotto ha più parti (ad esempio esterno e imbottitura), aggiungi una parte per ciascuna.
      </Typography>
      {fields.map((item, index) => (
        <Stack key={item.id} spacing={1} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
            <Controller
              name={`composition.${index}.part`}
              control={form.control}
              render={({ field }) => (
                <TextField select label="Parte" size="small" sx={{ flex: 1 }} {...field} inputRef={field.ref}>
                  {COMPOSITION_PARTS.map((part) => (
                    <MenuItem key={part} value={part}>
                      {partName(part)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Button color="error" onClick={() => remove(index)}>
              Togli parte
            </Button>
          </Box>
          <ComponentFibres form={form} index={index} />
        </Stack>
      ))}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            append({
              part: fields.length === 0 ? '' : 'imbottitura',
              fibres: [{ fibre: 'cotone', percent: 100 }],
            })
          }
        >
          {fields.length === 0 ? 'Aggiungi composizione' : 'Aggiungi parte'}
        </Button>
      </Box>
    </Stack>
  );
}
