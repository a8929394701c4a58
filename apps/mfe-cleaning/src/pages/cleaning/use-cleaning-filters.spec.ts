import { ALL_OPTION } from '@reformas/shared-types/options';
import { readCleaningFilters, toCleaningQuery, writeCleaningFilters } from './use-cleaning-filters';

describe('cleaning directory filters in the URL', () => {
  it('reads ?city= and ?serviceType=, an unknown or missing type meaning all', () => {
    expect(readCleaningFilters(new URLSearchParams('city=Sevi&serviceType=office'))).toEqual({
      city: 'Sevi',
      serviceType: 'office',
    });
    expect(readCleaningFilters(new URLSearchParams('serviceType=piscinas'))).toEqual({
      city: '',
      serviceType: ALL_OPTION,
    });
    expect(readCleaningFilters(new URLSearchParams('serviceType=todos'))).toEqual({
      city: '',
      serviceType: ALL_OPTION,
    });
    expect(readCleaningFilters(new URLSearchParams(''))).toEqual({
      city: '',
      serviceType: ALL_OPTION,
    });
  });

  it('writes only the filters in use, so they survive a reload and can be shared', () => {
    expect(writeCleaningFilters({ city: 'Cádiz', serviceType: 'deep_cleaning' }).toString()).toBe(
      'city=C%C3%A1diz&serviceType=deep_cleaning',
    );
    expect(writeCleaningFilters({ city: '  ', serviceType: ALL_OPTION }).toString()).toBe('');
    const state = { city: 'Málaga', serviceType: 'end_of_tenancy' };
    expect(readCleaningFilters(writeCleaningFilters(state))).toEqual(state);
  });

  it('asks the API for the trimmed city and leaves the type out for all', () => {
    expect(toCleaningQuery({ city: ' Madrid ', serviceType: 'home' })).toEqual({
      city: 'Madrid',
      serviceType: 'home',
    });
    expect(toCleaningQuery({ city: ' ', serviceType: ALL_OPTION })).toEqual({});
  });
});
