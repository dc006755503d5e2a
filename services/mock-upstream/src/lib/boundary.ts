import { UNSAFE_TEXT, unsafeTextFields } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * The boundary's text rule (@portal/contracts boundary.ts): a NUL or a lone surrogate in any field
 * is 400 request_param_err naming the field (`fields[path] = unsafe_text`), before the input reaches
 * a schema, a handler or the database (which cannot store a NUL: the insert failed with a 500).
 */
export function refuseUnsafeText(input: unknown, part: string): void {
  const fields = unsafeTextFields(input, UNSAFE_TEXT, part);
  if (fields) {
    throw AppError.badRequest(`invalid ${part}: a field holds a NUL or a lone surrogate`, fields);
  }
}

/**
 * Applies the rule to every route of the app, whatever registers it (route(), plain Fastify routes,
 * form posts, the vendor pages): path parameters, the query string, the parsed body and the request
 * headers (`Merchant`, `Language`, `Authorization`...). Registered before any route. An encrypted
 * body is checked again once opened (lib/route.ts).
 */
export function registerUnsafeTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseUnsafeText(request.params, 'params');
    refuseUnsafeText(request.query, 'query');
    refuseUnsafeText(request.body, 'body');
    const headers = unsafeTextFields(request.headers, UNSAFE_TEXT, 'headers');
    if (headers) {
      const fields = Object.fromEntries(Object.entries(headers).map(([name, m]) => [`headers.${name}`, m]));
      throw AppError.badRequest('invalid headers: a header holds a NUL', fields);
    }
  });
}
