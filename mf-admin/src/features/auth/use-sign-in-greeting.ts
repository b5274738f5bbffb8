import { useEffect } from 'react';
import { notify } from '@vetrina/web-kit';
import { takeSignInGreeting } from './sign-in-navigation.ts';

/** 'Login effettuato' once, on arriving from the sign-in document (spec: the login's success toast). */
export function useSignInGreeting(): void {
  useEffect(() => {
    if (takeSignInGreeting()) notify.success('Login effettuato', "Benvenuto nell'area amministrativa");
  }, []);
}
