import { Card, PageHeader } from '@hifi/shared';
import { Compass, History, Library, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';

const cards = [
  { to: '/discover', title: 'Discover', text: 'Explore new sounds', icon: Compass },
  { to: '/upload', title: 'Upload', text: 'Share your audio creations', icon: Upload },
  { to: '/library', title: 'Library', text: 'Access your personal collection', icon: Library },
  { to: '/recent', title: 'Recent', text: 'View your listening history', icon: History },
];

/** Welcome, the four quick links of docs/product.md#2-screens-and-routes and a Getting Started text. */
export function DashboardPage() {
  return (
    <div>
      <PageHeader
        title="Welcome"
        subtitle="Your personal audio platform for discovering, uploading, and managing your sound collection."
      />
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Quick links">
        {cards.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
            >
              <Card className="flex items-start gap-3 transition-colors hover:border-sky-700">
                <Icon className="mt-0.5 size-5 text-sky-400" aria-hidden />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-slate-300">{text}</span>
                </span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="getting-started" className="mt-8 max-w-2xl space-y-3 text-slate-300">
        <h2 id="getting-started" className="text-xl font-semibold text-slate-50">
          Getting Started
        </h2>
        <p>
          Start in Discover to search the community's lossless tracks, filter them by genre and play them in
          full quality. Like the ones you enjoy and they wait for you under My Likes in your Library.
        </p>
        <p>
          To share your own music, open Upload and pick a WAV, FLAC or M4A (ALAC) file, give it a title, a
          description and a few genre tags. Large files upload in resumable chunks, so a dropped connection
          does not mean starting again. Everything you upload is listed in your Library, where you can edit or
          delete it.
        </p>
        <p>
          Recent keeps the last tracks you played, and Settings lets you protect your account with an
          authenticator app.
        </p>
      </section>
    </div>
  );
}
