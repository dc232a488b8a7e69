import { describe, expect, it } from 'vitest';
import { checkClaimFields, claimErrorOf } from './claimForm';

describe('claim form', () => {
  it('checks serial and code beside their fields', () => {
    expect(checkClaimFields('S-1', 'ABCD-EFGH')).toEqual({});
    expect(checkClaimFields('', 'AB')).toEqual({
      sn: 'Serial number is required',
      claimCode: 'Claim code is at least 8 letters or digits',
    });
  });

  it('places a refusal on the field it names', () => {
    expect(claimErrorOf('sn: sensor S-1 already belongs to another system')).toEqual({
      sn: 'sensor S-1 already belongs to another system',
    });
    expect(claimErrorOf('claimCode: the claim code does not match sensor S-1')).toEqual({
      claimCode: 'the claim code does not match sensor S-1',
    });
    expect(claimErrorOf('Something went wrong, try again')).toEqual({ form: 'Something went wrong, try again' });
  });
});
