import { Link } from 'react-router-dom';

export const APP_VERSION = 'v0.13.0';

export function Footer() {
  return (
    <footer className="flex flex-wrap items-center gap-4 border-t border-slate-800 px-4 py-3 text-xs text-slate-400">
      <Link to="/terms" className="hover:text-slate-300">
        Terms
      </Link>
      <Link to="/privacy" className="hover:text-slate-300">
        Privacy
      </Link>
      <a href="mailto:support@hifi.audio" className="hover:text-slate-300">
        Support
      </a>
      <span className="ml-auto">{APP_VERSION}</span>
    </footer>
  );
}
