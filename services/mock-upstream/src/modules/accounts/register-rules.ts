import type { FieldErrors, RegisterRule, RegisterRules } from '@portal/contracts';

const compiled = new Map<string, RegExp | null>();

/** Patterns come from the operator's rules; one that does not compile accepts anything rather than lock everyone out. */
function patternOf(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source);
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re;
}

export const ruleMessage = (rule: RegisterRule) => `reg_pattern_${rule.patternId}`;

/** True when `value` meets the rule's length and pattern (presence is the caller's business). */
export function meetsRule(rule: RegisterRule, value: string): boolean {
  // Length first: it bounds the input before any pattern runs on it.
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  return patternOf(rule.acceptedPattern)?.test(value) ?? true;
}

/**
 * Applies the published register rules exactly as the client does: a disabled field is not
 * checked, an empty one only fails when required, anything else must meet length and pattern.
 * The failure message is the i18n key the client shows (`reg_pattern_{patternId}`).
 */
export function checkRegisterFields(
  rules: RegisterRules,
  values: Partial<Record<string, string>>,
  overrides: { required?: readonly string[]; optional?: readonly string[] } = {},
): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const forcedRequired = overrides.required?.includes(field) ?? false;
    if (!rule.enabled && !forcedRequired) continue;
    const required = forcedRequired || (rule.required && !(overrides.optional?.includes(field) ?? false));
    const value = values[field];
    if (value === undefined || value === '') {
      if (required) fields[field] = ruleMessage(rule);
      continue;
    }
    if (!meetsRule(rule, value)) fields[field] = ruleMessage(rule);
  }
  return fields;
}
