import { useEffect } from 'react';
import { useAccountDialogs } from '../account/account-dialogs';
import HomePage from './home';

/** /register and /register.html: the home page with the register dialog open over it. */
export default function RegisterPage() {
  const { openFromRoute } = useAccountDialogs();
  useEffect(() => openFromRoute('register'), [openFromRoute]);
  return <HomePage />;
}
