/**
 * The accounts area's flows, each in its own file and each given only the dependencies it uses:
 * logging in, registering, passwords, codes without a login, the member behind a token, the
 * profile, the contact bindings and the security centre. What they share is in accounts.common.ts.
 */
import type { AccountsDeps } from './accounts.common.js';
import { createContactService } from './contact.service.js';
import { createLoginService } from './login.service.js';
import { createMemberService } from './member.service.js';
import { createPasswordService } from './password.service.js';
import { createProfileService } from './profile.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSecurityService } from './security.service.js';
import { createVerificationService } from './verification.service.js';

export type { AccountsDeps, Caller } from './accounts.common.js';
export type { RegisterInput } from './registration.service.js';

export function createAccountsService(deps: AccountsDeps) {
  return {
    login: createLoginService(deps),
    registration: createRegistrationService(deps),
    passwords: createPasswordService(deps),
    verification: createVerificationService(deps),
    member: createMemberService(deps),
    profile: createProfileService(deps),
    contact: createContactService(deps),
    security: createSecurityService(deps),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
