import { describe, expect, it } from 'vitest';
import { confirmProblem, ruleProblem } from './validation';

const username = {
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  minLength: 6,
  maxLength: 16,
  patternId: 1,
  required: true,
  enabled: true,
};

describe('register rules in the browser', () => {
  it('answers the rule’s reg_pattern message with its min and max', () => {
    expect(ruleProblem(username, 'ab')).toEqual({ key: 'reg_pattern_1', values: { min: 6, max: 16 } });
    expect(ruleProblem(username, '1abcdefg')).toEqual({ key: 'reg_pattern_1', values: { min: 6, max: 16 } });
    expect(ruleProblem(username, 'abcdefg')).toBeNull();
  });

  it('skips disabled rules, allows an empty optional field and requires a required one', () => {
    expect(ruleProblem({ ...username, enabled: false }, '')).toBeNull();
    expect(ruleProblem({ ...username, required: false }, '')).toBeNull();
    expect(ruleProblem(username, ' ')).toEqual({ key: 'validation.required' });
  });

  it('treats "*" as any value and leaves an uncompilable pattern to the server', () => {
    expect(ruleProblem({ ...username, acceptedPattern: '*', patternId: 0 }, 'anything at all')).toBeNull();
    expect(ruleProblem({ ...username, acceptedPattern: '([' }, 'abcdefg')).toBeNull();
  });

  it('asks for the same password twice', () => {
    expect(confirmProblem('secret12', 'secret13')).toEqual({ key: 'validation.confirmMismatch' });
    expect(confirmProblem('secret12', 'secret12')).toBeNull();
  });
});
