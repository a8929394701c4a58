import { searchWords, servicesMatchingLabel } from './worker-search';

describe('the words of a directory search', () => {
  it('folds case and accents and drops repeated words', () => {
    expect(searchWords('  Baños   MADRID baños ')).toEqual(['banos', 'madrid']);
  });

  it('leaves out the joining words, unless nothing else was typed', () => {
    expect(searchWords('reformas de baño en Madrid')).toEqual(['reformas', 'bano', 'madrid']);
    expect(searchWords('de la')).toEqual(['de', 'la']);
  });
});

describe('services found by their Spanish name', () => {
  it.each([
    ['baños', ['bathroom']],
    ['baño', ['bathroom']],
    ['cocina', ['kitchen']],
    ['pinturas', ['painting']],
    ['placa', ['solar_panels']],
    // Trade words, whatever their accents, case and number.
    ['fontanero', ['plumbing']],
    ['Fontanería', ['plumbing']],
    ['electricistas', ['electricity']],
    ['pintores', ['painting']],
    ['ALBAÑIL', ['integral', 'other']],
    ['fotovoltaica', ['solar_panels']],
    ['madrid', []],
    ['de', []],
  ])('%s → %j', (word, values) => {
    expect(servicesMatchingLabel(word)).toEqual(values);
  });
});
