// The shape of an organisation's name, on invented names.
import { describe, expect, it } from 'vitest';
import { organisationShaped } from '../../src/metadata/organisation-names.js';

describe('organisationShaped', () => {
  it('takes a section or organisation word, and an acronym beside other words', () => {
    expect(organisationShaped('Business Ledger')).toBe(true);
    expect(organisationShaped('Harbour Travel')).toBe(true);
    expect(organisationShaped('QZLAB Gearworks')).toBe(true);
    expect(organisationShaped('Tidewater Media Group')).toBe(true);
  });
  it('leaves persons, and a name set all in capitals', () => {
    expect(organisationShaped('Lena Park')).toBe(false);
    expect(organisationShaped('Mara Quillfeather')).toBe(false);
    expect(organisationShaped('LENA PARK')).toBe(false);
  });
  it('in Han: an outlet ending, and 通 without a common surname', () => {
    expect(organisationShaped('青澜日报')).toBe(true);
    expect(organisationShaped('汇讯通')).toBe(true);
    expect(organisationShaped('王通')).toBe(false);
    expect(organisationShaped('陈思远')).toBe(false);
  });
});
