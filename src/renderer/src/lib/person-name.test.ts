import { describe, expect, it } from 'vitest';
import { fullName, personInitial } from './person-name';

describe('fullName', () => {
  it('joins the parts that are filled in', () => {
    expect(fullName({ first_name: 'João', last_name: 'Ngola' })).toBe('João Ngola');
    expect(fullName({ first_name: ' Ana ', last_name: null })).toBe('Ana');
    expect(fullName({ first_name: null, last_name: 'Silva' })).toBe('Silva');
  });

  it('is null when the person gave no name', () => {
    expect(fullName({ first_name: '  ', last_name: '' })).toBeNull();
    expect(fullName(null)).toBeNull();
  });
});

describe('personInitial', () => {
  it('takes the first name, else the email, upper-cased, else ?', () => {
    expect(personInitial({ first_name: 'ana', email: 'x@y.ao' })).toBe('A');
    expect(personInitial({ first_name: ' ', email: 'rita@kianda.ao' })).toBe('R');
    expect(personInitial(null)).toBe('?');
  });
});
