import type { ErrorEnvelope, FieldErrors } from '@portal/contracts';

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

export function fail(errorCode: string, message: string, fields?: FieldErrors): ErrorEnvelope {
  return fields && Object.keys(fields).length > 0
    ? { success: false, value: null, errorCode, message, fields }
    : { success: false, value: null, errorCode, message };
}
