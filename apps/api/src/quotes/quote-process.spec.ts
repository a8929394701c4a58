import { mayTake } from '@reformas/shared-types';
import { fromCondition } from './quote-process';

describe('the quote process', () => {
  it('lets an expired quote be revised, withdrawn or declined, never accepted', () => {
    expect(mayTake('revise', 'expired')).toBe(true);
    expect(mayTake('withdraw', 'expired')).toBe(true);
    expect(mayTake('decline', 'expired')).toBe(true);
    expect(mayTake('accept', 'expired')).toBe(false);
    expect(mayTake('accept', 'viewed')).toBe(true);
  });

  it('ends in accepted, not selected and withdrawn: nothing leaves them', () => {
    for (const action of ['revise', 'withdraw', 'view', 'accept', 'decline'] as const)
      for (const status of ['accepted', 'not_selected', 'withdrawn'] as const)
        expect(mayTake(action, status)).toBe(false);
  });

  it('writes the condition of the conditional UPDATE from the same table', () => {
    expect(fromCondition('accept', 's', 'x')).toBe(`(s IN ('sent', 'viewed') AND NOT x)`);
    expect(fromCondition('withdraw', 's', 'x')).toBe(`s IN ('sent', 'viewed')`);
    expect(fromCondition('view', 's', 'x')).toBe(`(s IN ('sent') AND NOT x)`);
  });
});
