import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { loginInputSchema, type LoginInput } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { muiField } from '../../lib/mui-field.ts';
import { isHttpStatus, login } from './session-api.ts';

const WRONG_CREDENTIALS = 'Nome utente o password non corretti. Riprova.';
const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
const UNAVAILABLE = 'Il servizio di accesso non è al momento disponibile. Riprova più tardi.';

function failureMessage(error: unknown): string {
  if (isHttpStatus(error, 401)) return WRONG_CREDENTIALS;
  if (isHttpStatus(error, 429)) return serverMessage(error) ?? TOO_MANY_ATTEMPTS;
  return UNAVAILABLE;
}

export function LoginForm() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      notify.success('Login effettuato', "Benvenuto nell'area amministrativa");
      // Nothing cached for a previous (expired) session may show to this one.
      queryClient.removeQueries({ queryKey: queryKeys.admin });
      // The login page redirects as soon as it sees the session.
      queryClient.setQueryData(queryKeys.session, user);
    },
    onError: (error) => {
      setFailure(failureMessage(error));
      setValue('password', '');
      setFocus('password');
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Accesso amministratore">
      <Stack spacing={2.5}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label="Nome utente"
          autoComplete="username"
          autoFocus
          fullWidth
          {...muiField(register('username'))}
          error={!!errors.username}
          helperText={errors.username?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...muiField(register('password'))}
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} fullWidth>
          {mutation.isPending ? 'Accesso in corso...' : 'Accedi'}
        </Button>
      </Stack>
    </form>
  );
}
