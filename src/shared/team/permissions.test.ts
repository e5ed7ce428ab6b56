import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, COMPANY_ACTIONS, COMPANY_ROLES, can, canManageMember } from './permissions';

/** The table, written out once more by hand: a right added or lost by accident fails here. */
const EXPECTED: Record<string, string> = {
  //          jobs.read jobs.write move notes chat templates blogs company team activity billing ownership
  OWNER: '111111111111',
  ADMIN: '111111111100',
  RECRUITER: '111110100000',
  VIEWER: '100000000000',
};

describe('role × action table', () => {
  it('lists the actions in the order of the expected table', () => {
    expect(COMPANY_ACTIONS).toEqual([
      'jobs.read',
      'jobs.write',
      'applications.move',
      'notes.write',
      'chat.use',
      'templates.manage',
      'blogs.write',
      'company.edit',
      'team.manage',
      'activity.read',
      'billing.manage',
      'ownership.transfer',
    ]);
  });

  for (const role of COMPANY_ROLES) {
    for (const [index, action] of COMPANY_ACTIONS.entries()) {
      const allowed = EXPECTED[role]?.[index] === '1';
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
