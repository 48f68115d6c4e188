/**
 * The test kit's demo password, people and companies (tests/kit/people.ts) are the seed's: a
 * name that no longer fits the person it names (another role, another company) fails here, not
 * as a puzzling failure in a browser test.
 */
import { describe, expect, it } from 'vitest';
import { COMPANIES, DEMO_PASSWORD as SEEDED_PASSWORD, PERSONS } from '../../server/db/seed/seed';
import { DEMO, DEMO_COMPANY, DEMO_PASSWORD } from '../kit/people';

const person = (mobile: string) => {
  const found = PERSONS.find((p) => p.mobile === mobile);
  if (!found) throw new Error(`${mobile} is not a seeded person`);
  return found;
};
const companyName = (key: string): string | undefined => COMPANIES.find((c) => c.key === key)?.name;
/** The person's memberships as "company:CRM roles", active ones only unless said. */
const crm = (mobile: string, withInactive = false): string[] =>
  person(mobile)
    .memberships.filter((m) => withInactive || m.active !== false)
    .map((m) => `${m.company}:${(m.roles.CRM ?? []).join('+')}`);

describe('test kit', () => {
  it('has the demo password of the seed', () => {
    expect(DEMO_PASSWORD).toBe(SEEDED_PASSWORD);
  });

  it('names the seeded companies', () => {
    expect(DEMO_COMPANY.core).toBe(companyName('core'));
    expect(DEMO_COMPANY.supplier).toBe(companyName('supplier'));
  });

  it('names each demo person for what the seed makes them', () => {
    expect(crm(DEMO.twoCompanies)).toEqual(['core:E101', 'supplier:E102']);
    expect(crm(DEMO.operator)).toEqual(['core:E102']);
    expect(crm(DEMO.supplierAdmin)).toEqual(['supplier:E101']);
    expect(crm(DEMO.reviewer)).toEqual(['core:E103+E105']);
    expect(crm(DEMO.investorAdmin)).toEqual(['invest:E101']);
    expect(crm(DEMO.disabled)).toEqual([]);
    expect(crm(DEMO.disabled, true)).toEqual(['core:E102']);
    expect(crm(DEMO.funderAdmin)).toEqual(['funding:E101']);
  });
});
