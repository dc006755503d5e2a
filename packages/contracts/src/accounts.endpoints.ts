/** The accounts area's platform endpoints (see endpoint.ts). */
import { LoginRequestSchema, LoginValueSchema } from './accounts.js';
import { endpoints } from './endpoint.js';

export const accountsEndpoints = endpoints('accounts', {
  login: {
    method: 'POST',
    path: '/wps/session/login',
    auth: 'public',
    encrypted: true,
    body: LoginRequestSchema,
    response: LoginValueSchema,
    errors: [
      'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      'CAPTCHA_ERROR',
      'LOGIN_IP_VERIFICATION_REQUIRED',
      'SMS_CODE_INVALID',
      'US_FORBIDDEN_LOGIN_ERROR',
      'IP_NOT_ALLOW',
    ],
  },
});
