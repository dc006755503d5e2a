/**
 * A local stand-in for Firebase Auth's servers, for the browser tests only (ADR 0023): the part of
 * the Auth Emulator's REST API that the Firebase JS SDK's phone sign-in calls, with ID tokens signed
 * by a local RSA key as Google signs them (the emulator's own are unsigned, which the platform
 * rightly refuses). The platform is configured with the key's public half (FIREBASE_JWKS) and the
 * web's SDK is pointed here (FIREBASE_AUTH_EMULATOR_URL, which production refuses), so a journey
 * signs in by phone through the real SDK, the real gateway and the real platform without the
 * internet. The code "texted" to a number is read back as from the emulator:
 * `GET /emulator/v1/projects/<projectId>/verificationCodes`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalFirebaseSigner,
  type LocalFirebaseSigner,
} from '../../services/mock-upstream/src/test/firebase-signer.js';

export const E2E_FIREBASE_PROJECT = 'portal-e2e';

interface Session {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

export interface LocalFirebaseAuth {
  url: string;
  /** The platform's variables for this project and key set, the emulator included. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

/** Google's error envelope: the SDK reads `error.message` as its server error code. */
const fail = (res: ServerResponse, message: string) =>
  send(res, 400, { error: { code: 400, message, errors: [{ message, reason: 'invalid' }] } });

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startLocalFirebaseAuth(): Promise<LocalFirebaseAuth> {
  const signer: LocalFirebaseSigner = await createLocalFirebaseSigner(E2E_FIREBASE_PROJECT);
  const sessions = new Map<string, Session>();
  /** The uid of each phone number that signed in, as Firebase keeps one user per number. */
  const uids = new Map<string, string>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === `/emulator/v1/projects/${E2E_FIREBASE_PROJECT}/verificationCodes`) {
      send(res, 200, {
        verificationCodes: [...sessions.values()].map(({ phoneNumber, code, sessionInfo }) => ({
          phoneNumber,
          code,
          sessionInfo,
        })),
      });
      return;
    }
    if (path.endsWith('/v1/recaptchaParams')) {
      // The site key the (emulated) reCAPTCHA v2 verifier renders with.
      send(res, 200, {
        kind: 'identitytoolkit#GetRecaptchaParamResponse',
        recaptchaSiteKey: 'local-site-key',
      });
      return;
    }
    if (path.endsWith('/v2/recaptchaConfig')) {
      // No reCAPTCHA Enterprise here: the SDK goes on with its (emulated) reCAPTCHA v2 verifier.
      fail(res, 'CONFIGURATION_NOT_FOUND');
      return;
    }
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    if (path.endsWith('/v1/accounts:sendVerificationCode')) {
      const phoneNumber = String(body['phoneNumber'] ?? '');
      if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber)) return fail(res, 'INVALID_PHONE_NUMBER');
      const sessionInfo = randomBytes(24).toString('base64url');
      sessions.set(sessionInfo, { phoneNumber, code: String(randomInt(100_000, 1_000_000)), sessionInfo });
      return send(res, 200, { sessionInfo });
    }
    if (path.endsWith('/v1/accounts:signInWithPhoneNumber')) {
      const session = sessions.get(String(body['sessionInfo'] ?? ''));
      if (!session) return fail(res, 'INVALID_SESSION_INFO');
      if (body['code'] !== session.code) return fail(res, 'INVALID_CODE');
      sessions.delete(session.sessionInfo);
      const idToken = await signer.sign(session.phoneNumber);
      const { sub } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
      };
      const isNewUser = !uids.has(session.phoneNumber);
      uids.set(session.phoneNumber, sub);
      return send(res, 200, {
        idToken,
        refreshToken: randomBytes(32).toString('base64url'),
        expiresIn: '3600',
        localId: sub,
        isNewUser,
        phoneNumber: session.phoneNumber,
      });
    }
    if (path.endsWith('/v1/accounts:lookup')) {
      const token = String(body['idToken'] ?? '');
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as {
        sub?: string;
        phone_number?: string;
      };
      if (!claims.sub) return fail(res, 'INVALID_ID_TOKEN');
      const now = String(Date.now());
      return send(res, 200, {
        users: [
          {
            localId: claims.sub,
            phoneNumber: claims.phone_number,
            providerUserInfo: [
              { providerId: 'phone', rawId: claims.phone_number, phoneNumber: claims.phone_number },
            ],
            createdAt: now,
            lastLoginAt: now,
          },
        ],
      });
    }
    fail(res, 'NOT_IMPLEMENTED_IN_LOCAL_FIREBASE');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 'INTERNAL_ERROR'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: () => ({
      ...signer.env(),
      FIREBASE_API_KEY: 'e2e-local-api-key',
      FIREBASE_AUTH_EMULATOR_URL: url,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The last code the local Firebase "texted" to `phoneNumber` (E.164). */
export async function firebaseCode(url: string, phoneNumber: string): Promise<string | null> {
  const res = await fetch(`${url}/emulator/v1/projects/${E2E_FIREBASE_PROJECT}/verificationCodes`);
  const { verificationCodes } = (await res.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  return verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code ?? null;
}
