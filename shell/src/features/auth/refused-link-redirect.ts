import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { openedFromRefusedLink } from './mail-link-error.ts';

/** An e-mail link the auth service refused may land on any page; the sign-in screen says why and offers a new one. */
export function useRefusedLinkRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (openedFromRefusedLink() && pathname !== '/login') navigate('/login', { replace: true });
  }, [navigate, pathname]);
}
