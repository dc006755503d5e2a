/**
 * The accounts area's service: one object over its flows, each in its own file (login, registration,
 * passwords, SMS codes, the member). What they share is in accounts.common.ts.
 */
import type { AccountsDeps } from './accounts.common.js';
import { createLoginService } from './login.service.js';
import { createMemberService } from './member.service.js';
import { createContactService } from './contact.service.js';
import { createPasswordService } from './password.service.js';
import { createProfileService } from './profile.service.js';
import { createSecurityService } from './security.service.js';
import { createRegistrationService } from './registration.service.js';
import { createVerificationService } from './verification.service.js';

export type { AccountsDeps, Caller } from './accounts.common.js';
export type { RegisterInput } from './registration.service.js';

export function createAccountsService(deps: AccountsDeps) {
  return {
    ...createLoginService(deps),
    ...createRegistrationService(deps),
    ...createPasswordService(deps),
    ...createVerificationService(deps),
    ...createMemberService(deps),
    ...createProfileService(deps),
    ...createContactService(deps),
    ...createSecurityService(deps),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
