import { Card, PageHeader } from '@hifi/shared';
import { Link } from 'react-router-dom';

const cards = [
  { to: '/discover', title: 'Discover', text: 'Explore new sounds' },
  { to: '/upload', title: 'Upload', text: 'Share your audio creations' },
  { to: '/library', title: 'Library', text: 'Access your personal collection' },
  { to: '/recent', title: 'Recent', text: 'View your listening history' },
];

export function DashboardPage() {
  return (
    <div>
      <PageHeader
        title="Welcome"
        subtitle="Your personal audio platform for discovering, uploading, and managing your sound collection."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <Link key={card.to} to={card.to}>
            <Card className="hover:border-sky-700">
              <h2 className="font-semibold">{card.title}</h2>
              <p className="text-sm text-slate-400">{card.text}</p>
            </Card>
          </Link>
        ))}
      </div>
      <h2 className="mt-8 text-xl font-semibold">Getting Started</h2>
    </div>
  );
}
