import { AccountRoute } from './login';

/** /register and /register.html: the home page with the register dialog open over it (a member
 * with a session is sent to the home page). */
export default function RegisterPage() {
  return <AccountRoute kind="register" />;
}
