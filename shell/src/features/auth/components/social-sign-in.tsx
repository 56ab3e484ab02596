/**
 * One button per social provider the stack has configured (GoTrue's /auth/v1/settings `external`
 * map), and the "or" line under them; nothing at all when there is none, so no button leads to
 * a provider that is not set up.
 */
import { authSettingsOptions, Button, getSupabase, socialProviders } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { postLoginUrl, providerLabel } from '../auth-views.ts';
import { Outcome } from './outcome.tsx';

export function SocialSignIn() {
  const { data } = useQuery(authSettingsOptions());
  const providers = socialProviders(data);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;
  return (
    <>
      <div className="space-y-2">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            onClick={async () => {
              const { error } = await getSupabase().auth.signInWithOAuth({
                provider: provider as never,
                options: { redirectTo: postLoginUrl(), scopes: 'openid email profile', queryParams: {} },
              });
              if (error) setError(error.message);
            }}
          >
            Sign in with {providerLabel(provider)}
          </Button>
        ))}
      </div>
      {error && <Outcome outcome={{ kind: 'error', text: error }} />}
      <p className="my-4 text-center text-xs text-slate-400">or continue with your email</p>
    </>
  );
}
