import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '@/app/auth/sign-in-page';
import { safeReturnTo } from '@/app/require-session';

const SearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  mode: z.enum(['demo', 'own']).optional().catch(undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: SearchSchema,
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, mode } = Route.useSearch();
  const navigate = useNavigate();
  return <SignInPage initialMode={mode} onDone={() => void navigate({ to: safeReturnTo(redirect) ?? '/' })} />;
}
