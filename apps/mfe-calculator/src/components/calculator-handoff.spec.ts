import { DEFAULT_INPUT, estimate, type CalculatorInput } from '../pricing/calculator-pricing';
import { toHandoff } from './calculator-handoff';

const NOTHING: CalculatorInput = {
  ...DEFAULT_INPUT,
  wallFinish: 'none',
  airConditioning: ['none'],
  floor: 'none',
  doors: 0,
  windows: 0,
  plumbingPoints: 0,
  drywall: [],
  insulation: false,
};

describe('toHandoff', () => {
  it('passes the total and every priced item to /create-post, and no description', () => {
    const handoff = toHandoff(estimate({ ...DEFAULT_INPUT, wallFinish: 'tiles' }));
    expect(handoff.total).toBe(5350);
    expect(handoff.totalText).toMatch(/^5350\s€$/);
    expect(handoff.items).toEqual([
      { label: 'Paredes y techos: Alicatado (10 m²)', amount: 500 },
      { label: 'Puertas (6)', amount: 2100 },
      { label: 'Ventanas (4)', amount: 1400 },
      { label: 'Instalación eléctrica (10 m²)', amount: 600 },
      { label: 'Puntos de fontanería (5)', amount: 750 },
    ]);
    expect(handoff).not.toHaveProperty('description');
  });

  it.each([
    ['several trades', { ...DEFAULT_INPUT, wallFinish: 'tiles' }, 'integral'],
    ['air conditioning alone', { ...NOTHING, airConditioning: ['split_2'] }, 'air_conditioning'],
    ['paint alone', { ...NOTHING, wallFinish: 'decorative_paint' }, 'painting'],
    ['plumbing points alone', { ...NOTHING, plumbingPoints: 3 }, 'plumbing'],
    ['the electrical line alone', NOTHING, 'electricity'],
    ['doors, windows and a floor', { ...NOTHING, doors: 2, windows: 1, floor: 'parquet' }, 'other'],
  ] as [string, CalculatorInput, string][])('names the renovation type of %s', (_what, input, type) => {
    expect(toHandoff(estimate(input)).renovationType).toBe(type);
  });
});
