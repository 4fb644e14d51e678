import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface SignInInput {
  email: string;
  password: string;
}

/** 200 either sets the session cookie or, with two-factor on, asks for the second step. */
interface SignInResult {
  twoFactorRedirect?: boolean;
}

/** better-auth's e-mail sign-in; 200 sets the HttpOnly session cookie. */
function signIn(input: SignInInput): Promise<SignInResult | undefined> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
