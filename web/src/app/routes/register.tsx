import { useNavigate } from 'react-router';
import { AuthPlaceholderDialog } from '@/features/auth/components/auth-placeholder-dialog';
import HomePage from './home';

/** /register and /register.html: the home page with the register dialog open over it. */
export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <>
      <HomePage />
      <AuthPlaceholderDialog kind="register" onClose={() => navigate('/index', { replace: true })} />
    </>
  );
}
