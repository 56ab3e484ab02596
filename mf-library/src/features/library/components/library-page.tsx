import { PageHeader, useSession } from '@hifi/shared';
import { useState } from 'react';

const tabs = [
  { id: 'uploads', label: 'My Uploads', empty: 'No uploaded files found' },
  { id: 'likes', label: 'My Likes', empty: 'No liked files found' },
] as const;

/** /library: the track lists of each tab arrive with the library issue. */
export function LibraryPage() {
  const session = useSession();
  const [active, setActive] = useState<(typeof tabs)[number]['id']>('uploads');
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  return (
    <div>
      <PageHeader title="My Library" />
      {session.status === 'signed-in' && (
        <p className="text-sm text-slate-400">Signed in as {session.session.user.email}</p>
      )}
      <div role="tablist" className="mt-4 flex gap-2">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            className={tab.id === active ? 'rounded bg-slate-800 px-3 py-1' : 'px-3 py-1 text-slate-400'}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4 text-slate-400">
        {current.empty}
      </div>
    </div>
  );
}
