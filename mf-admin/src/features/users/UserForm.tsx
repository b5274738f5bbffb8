import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, FormControlLabel, FormHelperText, Paper, Stack, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH, type AdminUser, type ApiIssue } from '@vetrina/contracts';
import { isHttpError, notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { muiField } from '../../lib/mui-field.ts';
import { createUser, updateUser } from './users-api.ts';
import { userFormSchema, type UserFormOutput, type UserFormValues } from './user-form-schema.ts';

const SAVE_ERROR = "Si è verificato un errore durante il salvataggio dell'utente.";
const FIELDS = ['username', 'password', 'isAdmin'] as const;

function serverIssues(error: unknown): ApiIssue[] {
  if (!isHttpError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const issues = (error.body as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ApiIssue[]) : [];
}

export function UserForm({ user }: { user?: AdminUser }) {
  const mode = user ? 'edit' : 'create';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema(mode)) as unknown as Resolver<
      UserFormValues,
      unknown,
      UserFormOutput
    >,
    defaultValues: { username: user?.username ?? '', password: '', isAdmin: user?.isAdmin ?? false },
  });

  const mutation = useMutation({
    mutationFn: (input: UserFormOutput) => (user ? updateUser(String(user.id), input) : createUser(input)),
    onSuccess: async () => {
      notify.success(user ? 'Utente aggiornato' : 'Utente creato');
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
      await navigate('/admin/users');
    },
    onError: (error) => {
      notify.error('Errore', serverMessage(error, SAVE_ERROR));
      for (const issue of serverIssues(error)) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) setError(field, { type: 'server', message: issue.message });
      }
    },
  });

  const saving = mutation.isPending;
  const passwordHelp =
    errors.password?.message ??
    (mode === 'edit'
      ? 'Lascia vuoto per mantenere la password attuale.'
      : `Almeno ${PASSWORD_MIN_LENGTH} caratteri.`);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack spacing={2.5}>
          <TextField
            label="Nome utente"
            autoComplete="off"
            required
            fullWidth
            {...muiField(register('username'))}
            error={!!errors.username}
            helperText={errors.username?.message}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required={mode === 'create'}
            fullWidth
            {...muiField(register('password'))}
            error={!!errors.password}
            helperText={passwordHelp}
          />
          <div>
            <Controller
              name="isAdmin"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label="Amministratore"
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref, 'aria-describedby': 'is-admin-help' } }}
                    />
                  }
                />
              )}
            />
            <FormHelperText id="is-admin-help" sx={{ mt: 0 }}>
              Gli amministratori hanno accesso completo a tutte le funzioni del pannello.
            </FormHelperText>
          </div>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/admin/users" disabled={saving}>
              Annulla
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Salvataggio...' : user ? 'Aggiorna Utente' : 'Crea Utente'}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
