import { DeliveryAddressSchema } from '@portal/contracts';
import { paymentPasswordProblem } from '@/components/money/form-parts';

/** Field -> translation key (points namespace) of what is wrong with it. */
export type Problems = Record<string, string>;

/** The contract's messages of DeliveryAddressSchema, as points-namespace keys. */
const ADDRESS_KEYS: Record<string, string> = {
  required: 'validation.required',
  too_long: 'validation.tooLong',
  phone_format: 'validation.phoneFormat',
  address_too_short: 'validation.addressTooShort',
};

/** The browser-side checks of the redeem form (the platform checks everything again). */
export function redeemProblems(form: {
  quantity: number;
  maxQuantity: number;
  paymentPassword: string;
  address: { recipient: string; phone: string; address: string } | null;
}): Problems {
  const problems: Problems = {};
  if (!Number.isInteger(form.quantity) || form.quantity < 1 || form.quantity > form.maxQuantity) {
    problems['quantity'] = 'validation.quantityRange';
  }
  if (form.address) {
    const parsed = DeliveryAddressSchema.safeParse(form.address);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'address') as keyof typeof form.address;
        const empty = form.address[field]?.trim() === '';
        problems[field] ??= empty
          ? 'validation.required'
          : (ADDRESS_KEYS[issue.message] ?? 'validation.invalid');
      }
    }
  }
  // The money forms' check; its keys exist in the points namespace too.
  const password = paymentPasswordProblem(form.paymentPassword);
  if (password) problems['paymentPassword'] = password.key;
  return problems;
}

/** The browser-side checks of the conversion form. */
export function convertProblems(form: {
  points: string;
  minPoints: number;
  balance: number;
  paymentPassword: string;
}): Problems {
  const problems: Problems = {};
  const points = Number(form.points);
  if (form.points === '') problems['points'] = 'validation.required';
  else if (!/^\d+$/.test(form.points) || points < 1) problems['points'] = 'validation.pointsWhole';
  else if (points < form.minPoints) problems['points'] = 'errors.pointsBelowMinimum';
  else if (points > form.balance) problems['points'] = 'errors.pointsInsufficient';
  // The money forms' check; its keys exist in the points namespace too.
  const password = paymentPasswordProblem(form.paymentPassword);
  if (password) problems['paymentPassword'] = password.key;
  return problems;
}
