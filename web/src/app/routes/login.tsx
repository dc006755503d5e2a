import { useEffect } from 'react';
import { useAccountDialogs } from '../account/account-dialogs';
import HomePage from './home';

/** /login (the loginedToHomePage redirect target): the home page with the login dialog over it. */
export default function LoginPage() {
  const { openFromRoute } = useAccountDialogs();
  useEffect(() => openFromRoute('login'), [openFromRoute]);
  return <HomePage />;
}
