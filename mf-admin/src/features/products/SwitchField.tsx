import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useId } from 'react';

interface SwitchFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  help: string;
}

/** A boolean form field as a labelled switch with its explanation. */
export function SwitchField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  help,
}: SwitchFieldProps<Values, Output>) {
  const helpId = useId();
  return (
    <div>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={label}
            sx={{ minHeight: 44 }}
            control={
              <Switch
                checked={!!field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
              />
            }
          />
        )}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </div>
  );
}
