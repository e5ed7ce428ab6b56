import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_ROLES,
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  type CompanyAction,
  type CompanyRole,
  can,
  canManageMember,
} from './permissions';

const ALL: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'RECRUITER', 'VIEWER'];
const RECRUITING: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'RECRUITER'];
const MANAGING: readonly CompanyRole[] = ['OWNER', 'ADMIN'];

/**
 * The table, written out once more by hand (who may do each action): a right added or lost by
 * accident fails here. Keyed by the action's name, so it does not lean on COMPANY_ACTIONS' order.
 */
const EXPECTED: Record<CompanyAction, readonly CompanyRole[]> = {
  'jobs.read': ALL,
  'jobs.write': RECRUITING,
  'applications.move': RECRUITING,
  'notes.write': RECRUITING,
  'chat.use': RECRUITING,
  'templates.manage': MANAGING,
  'blogs.write': RECRUITING,
  'company.edit': MANAGING,
  'team.manage': MANAGING,
  'activity.read': MANAGING,
  'billing.manage': ['OWNER'],
  'ownership.transfer': ['OWNER'],
};

describe('role × action table', () => {
  it('expects something of every action, and of no other', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...COMPANY_ACTIONS].sort());
  });

  for (const role of COMPANY_ROLES) {
    for (const action of COMPANY_ACTIONS) {
      const allowed = EXPECTED[action].includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(can(role, action)).toBe(allowed);
      });
    }
  }

  it('refuses every action to someone outside a company', () => {
    for (const action of COMPANY_ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('never lets an invitation or a role change make an owner', () => {
    expect(ASSIGNABLE_ROLES).not.toContain('OWNER');
  });

  it('lets owners and admins manage members but never an owner', () => {
    for (const actor of COMPANY_ROLES) {
      for (const target of COMPANY_ROLES) {
        const expected = (actor === 'OWNER' || actor === 'ADMIN') && target !== 'OWNER';
        expect(canManageMember(actor, target), `${actor} → ${target}`).toBe(expected);
      }
    }
    expect(canManageMember(null, 'VIEWER')).toBe(false);
  });
});
