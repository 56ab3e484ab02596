import { PRODUCT_NAME } from '@hifi/shared';
import { Link } from 'react-router-dom';
import { LegalPage, SUPPORT_EMAIL } from './legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        {PRODUCT_NAME} is a community site for sharing and listening to lossless audio. By creating an account
        or uploading a track you agree to these terms. They are short on purpose; if something is unclear,
        write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>
          You need a valid e-mail address to sign up, and you are responsible for what happens under your
          account.
        </li>
        <li>
          Keep your password to yourself. You can add an authenticator app in Settings for a second factor.
        </li>
        <li>You may stop using the site at any time; ask us and we delete your account and your uploads.</li>
      </ul>
      <h2>What you upload</h2>
      <ul>
        <li>
          Upload only audio you made or have the right to share. You keep every right you have in your tracks.
        </li>
        <li>
          By uploading you allow us to store your track, stream it to anyone who visits the site, show it in
          search, on your profile and in embedded players, and make a playable copy of it where a browser
          cannot play the original format. This permission ends when you delete the track, apart from backups
          that expire on their own.
        </li>
        <li>Titles, descriptions, genre tags and comments must not be unlawful, hateful or deceptive.</li>
        <li>Only lossless formats are accepted (WAV, FLAC, M4A with ALAC), up to 50 GiB per file.</li>
      </ul>
      <h2>Removal</h2>
      <p>
        We may remove tracks or comments that break these terms or the law, and close accounts that do so
        repeatedly. If you believe a track infringes your rights, write to us with a link to the track and we
        will look at it promptly.
      </p>
      <h2>The service</h2>
      <p>
        The site is run as-is by a small team. We try to keep it available and your files safe, but we cannot
        promise that it will never be down or that no data is ever lost: keep your own copies of your music.
        We are not liable for indirect losses arising from use of the site, as far as the law allows.
      </p>
      <h2>Changes</h2>
      <p>
        If we change these terms we update the date above and, for changes that matter, tell signed-in users
        on the site before they apply. Our <Link to="/privacy">Privacy Policy</Link> explains what we do with
        your data.
      </p>
    </LegalPage>
  );
}
