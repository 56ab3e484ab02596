import { PageHeader, useSession } from '@hifi/shared';
import { useParams } from 'react-router-dom';

/** /profile/:userId: username, member-since and the user's tracks arrive with the profile issue. */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const isOwner = session.status === 'signed-in' && session.session.user.id === userId;
  return (
    <div>
      <PageHeader title="Profile" subtitle={`User ${userId}`} />
      <h2 className="text-xl font-semibold text-slate-100">{isOwner ? 'Your Tracks' : 'Tracks'}</h2>
    </div>
  );
}
