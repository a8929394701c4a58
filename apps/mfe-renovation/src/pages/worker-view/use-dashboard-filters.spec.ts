import { boardQueryOf, distinctCities, readDashboard, writeDashboard } from './use-dashboard-filters';

describe('professional dashboard filters in the URL', () => {
  it('reads postal code, type, start, city chip and tab; unknown values mean any', () => {
    expect(
      readDashboard(new URLSearchParams('cp=28001&type=kitchen&start=1month&city=Madrid&tab=perfil')),
    ).toEqual({ postalCode: '28001', type: 'kitchen', timeline: '1month', city: 'Madrid', tab: 'perfil' });
    expect(readDashboard(new URLSearchParams('cp=28a0011&type=castillos&start=ayer&tab=otra'))).toEqual({
      postalCode: '28001',
      type: '_all',
      timeline: '_all',
      city: '',
      tab: '',
    });
  });

  it('writes only what is in use and reads it back the same', () => {
    const state = { postalCode: '', type: 'painting', timeline: '_all', city: 'Cádiz', tab: '' };
    expect(writeDashboard(state).toString()).toBe('type=painting&city=C%C3%A1diz');
    expect(readDashboard(writeDashboard(state))).toEqual(state);
  });

  it('asks the API with the chosen filters; the chips come from the list without the city', () => {
    const state = { postalCode: '41001', type: '_all', timeline: 'immediate', city: 'Sevilla', tab: '' };
    expect(boardQueryOf(state, true)).toEqual({
      postalCode: '41001',
      renovationType: undefined,
      timeline: 'immediate',
      city: 'Sevilla',
    });
    expect(boardQueryOf(state, false).city).toBeUndefined();
  });

  it('lists each city once whatever its case or spaces, sorted the Spanish way', () => {
    const cities = distinctCities([
      { city: 'Madrid' },
      { city: ' madrid ' },
      { city: 'Ávila' },
      { city: 'Zaragoza' },
      { city: 'Barcelona' },
      { city: '' },
    ]);
    expect(cities).toEqual(['Ávila', 'Barcelona', 'Madrid', 'Zaragoza']);
  });
});
