import { PRODUCT_NAME } from '@hifi/shared';
import { Link } from 'react-router-dom';
import { LegalPage, SUPPORT_EMAIL } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This page says, plainly, what {PRODUCT_NAME} stores about you, why, and what you can ask of us. We do
        not sell data, show ads or send anything to advertising or tracking companies.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          Your account: e-mail address, a hashed password (never the password itself), an optional username,
          and when you joined.
        </li>
        <li>If you set up two-factor authentication: the secret of your authenticator app.</li>
        <li>
          What you publish: your tracks, their titles, descriptions and genre tags, your comments and your
          likes.
        </li>
        <li>
          Plays: which track was played and when, linked to your account when you are signed in, so Recent can
          show your history and tracks can show play counts. Plays by visitors are stored without any account.
        </li>
        <li>Sign-in sessions, and the mails we send you (confirmation, magic link, password reset).</li>
      </ul>
      <h2>What others see</h2>
      <p>
        Your tracks, your username (or, without one, the part of your e-mail address before the @), your
        comments and like counts are public. Your full e-mail address is shown only to you.
      </p>
      <h2>In your browser</h2>
      <p>
        We keep your sign-in session in local storage, the state of the sidebar in a cookie for seven days,
        and an unfinished upload so it can resume after a reload. None of these are used for tracking. If the
        site is configured to count page views, it sends only the page path to our own server, with no cookie
        or identifier.
      </p>
      <h2>Your rights</h2>
      <p>
        You can change your username and delete your tracks yourself. To get a copy of your data or have your
        account deleted, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we answer within 30
        days. Deleted data leaves our backups when they expire.
      </p>
      <p>
        See also the <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
