import type { InputHTMLAttributes, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ContactFormToken } from '@vetrina/contracts';
import { SEND_LABEL, SENDING_LABEL } from './contact-texts.ts';

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'securityAnswer';

/** How a field is tied to its form: react-hook-form's controlled value, or a plain default for a native post. */
export type FieldBinding = Pick<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
>;

interface ContactFieldsProps {
  form: ContactFormToken;
  bind: (name: ContactFieldName) => FieldBinding;
  honeypot?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** Labels always above their field: without JavaScript MUI cannot move them out of the way. */
  staticLabels?: boolean;
  submitting?: boolean;
  disabled?: boolean;
}

/** Native limits matching contactInputSchema (spec §5), so a browser without JavaScript checks them too. */
const TEXT_FIELDS: Array<{
  name: Exclude<ContactFieldName, 'securityAnswer'>;
  label: string;
  type?: string;
  autoComplete?: string;
  minLength?: number;
  maxLength: number;
  multiline?: boolean;
}> = [
  { name: 'name', label: 'Nome', autoComplete: 'name', minLength: 2, maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'subject', label: 'Oggetto', minLength: 3, maxLength: 200 },
  { name: 'message', label: 'Messaggio', minLength: 10, maxLength: 5000, multiline: true },
];

// '1px', not 1: in MUI's sx a width of 1 means 100 %, which made the page scroll sideways at 375 px.
const hiddenFromEveryone = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The contact form's fields, shared by the form the browser sends as JSON and the plain HTML form of a
 * visitor without JavaScript: the same labels, native limits, hidden question number and token, and the
 * honeypot `website` (invisible, out of the tab order and of the accessibility tree: only bots fill it).
 */
export function ContactFields({
  form,
  bind,
  honeypot,
  staticLabels = false,
  submitting = false,
  disabled = false,
}: ContactFieldsProps) {
  const labelSlot = staticLabels ? { inputLabel: { shrink: true } } : {};
  return (
    <Stack spacing={2.5}>
      {TEXT_FIELDS.map(({ name, label, type, autoComplete, minLength, maxLength, multiline }) => (
        <TextField
          key={name}
          id={`contact-${name}`}
          label={label}
          type={type}
          required
          fullWidth
          multiline={multiline}
          minRows={multiline ? 5 : undefined}
          {...bind(name)}
          slotProps={{ htmlInput: { minLength, maxLength, autoComplete }, ...labelSlot }}
        />
      ))}
      <div>
        <FormLabel
          htmlFor="contact-securityAnswer"
          required
          sx={{ display: 'block', mb: 1, color: 'text.primary' }}
        >
          Domanda di sicurezza: <strong>{form.question}</strong>
        </FormLabel>
        <TextField
          id="contact-securityAnswer"
          placeholder="La tua risposta"
          required
          fullWidth
          {...bind('securityAnswer')}
          slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'off' } }}
        />
      </div>
      <Box aria-hidden="true" sx={hiddenFromEveryone}>
        <label htmlFor="contact-website">Sito web (lascia vuoto questo campo)</label>
        <input
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          {...honeypot}
        />
      </Box>
      <input type="hidden" name="questionIndex" value={form.questionIndex} />
      <input type="hidden" name="formToken" value={form.token} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting || disabled}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
        >
          {submitting ? SENDING_LABEL : SEND_LABEL}
        </Button>
      </Box>
    </Stack>
  );
}
