import { Card, Loading, useSession } from '@hifi/shared';
import { useParams } from 'react-router-dom';
import { useProfile } from '../hooks/use-profile.ts';
import { ProfileView } from './profile-view.tsx';

/** /profile/:userId */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const state = useProfile(userId);
  const isOwner = session.status === 'signed-in' && session.session.user.id === userId;
  // E-mails are not readable from profiles; the owner sees theirs from their own session.
  const ownEmail = isOwner && session.status === 'signed-in' ? (session.session.user.email ?? null) : null;

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'not-found' || state.status === 'error') {
    return (
      <Card className="mx-auto max-w-lg py-10 text-center">
        <h1 className="text-2xl font-bold text-slate-50">
          {state.status === 'not-found' ? 'Profile not found' : 'Could not load this profile'}
        </h1>
      </Card>
    );
  }
  const profile = ownEmail ? { ...state.profile, email: ownEmail } : state.profile;
  return <ProfileView profile={profile} tracks={state.tracks} isOwner={isOwner} />;
}
