import { z } from 'zod';
import { FieldErrorsSchema } from './errors.js';

/** `{ success, value, errorCode?, message? }`: the /wps envelope. `fields` is this project's addition. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
  });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  // Usually null; some errors carry data the client needs (LOGIN_IP_VERIFICATION_REQUIRED: { maskedMobile }).
  value: z.unknown().optional(),
  errorCode: z.string(),
  message: z.string().optional(),
  fields: FieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Amounts on the wire: decimal strings in major units, never floats. "12.50", "-3.00". */
export const MoneySchema = z.string().regex(/^-?\d+(\.\d{1,8})?$/, 'money must be a decimal string');
