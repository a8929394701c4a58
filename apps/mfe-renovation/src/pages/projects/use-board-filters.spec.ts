import { boardQueryOf, readBoardFilters, writeBoardFilters } from './use-board-filters';

describe('board filters in the URL', () => {
  it('reads ?type= and ?city=, an unknown type meaning all', () => {
    expect(readBoardFilters(new URLSearchParams('type=kitchen&city=Valen'))).toEqual({
      type: 'kitchen',
      city: 'Valen',
    });
    expect(readBoardFilters(new URLSearchParams('type=castillos'))).toEqual({ type: '_all', city: '' });
    expect(readBoardFilters(new URLSearchParams(''))).toEqual({ type: '_all', city: '' });
  });

  it('writes only the filters in use, so they survive a reload and can be shared', () => {
    expect(writeBoardFilters({ type: 'bathroom', city: 'Cádiz' }).toString()).toBe(
      'type=bathroom&city=C%C3%A1diz',
    );
    expect(writeBoardFilters({ type: '_all', city: '  ' }).toString()).toBe('');
    const roundTrip = readBoardFilters(writeBoardFilters({ type: 'painting', city: 'Sevilla' }));
    expect(roundTrip).toEqual({ type: 'painting', city: 'Sevilla' });
  });

  it('gives the API query the page and its early request both use (all types and a blank city ask for all)', () => {
    expect(boardQueryOf({ type: '_all', city: '  ' })).toEqual({
      renovationType: undefined,
      city: undefined,
    });
    expect(boardQueryOf({ type: 'kitchen', city: ' Vigo ' })).toEqual({
      renovationType: 'kitchen',
      city: 'Vigo',
    });
  });
});
