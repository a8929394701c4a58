import {
  DEFAULT_INPUT,
  estimate,
  nextAirConditioning,
  toBoundedInteger,
  type CalculatorInput,
} from './calculator-pricing';

// Nothing chosen that costs money: 5 m², no doors, windows or plumbing. Only the automatic electrical
// installation remains (5 × 60).
const BASE: CalculatorInput = {
  ...DEFAULT_INPUT,
  area: 5,
  doors: 0,
  windows: 0,
  plumbingPoints: 0,
};
const BASE_TOTAL = 300;

const totalWith = (change: Partial<CalculatorInput>) => estimate({ ...BASE, ...change }).total;

describe('estimate', () => {
  it('starts from the defaults: 10 m², 6 doors, 4 windows, 5 plumbing points, 5 m of ducts', () => {
    expect(DEFAULT_INPUT).toMatchObject({ area: 10, doors: 6, windows: 4, plumbingPoints: 5, ductMetres: 5 });
    expect(DEFAULT_INPUT.airConditioning).toEqual(['none']);
    // 10 × 60 electrical + 6 × 350 + 4 × 350 + 5 × 150
    expect(estimate(DEFAULT_INPUT).total).toBe(600 + 2100 + 1400 + 750);
  });

  it('charges the electrical installation automatically at 60 €/m²', () => {
    expect(estimate(BASE).total).toBe(BASE_TOTAL);
    expect(totalWith({ area: 100 })).toBe(6000);
  });

  // Walls and ceilings, and the floor: a price per m² of the whole area for each finish.
  it.each<[Partial<CalculatorInput>, number]>([
    [{ wallFinish: 'none' }, 0],
    [{ wallFinish: 'plastic_paint' }, 20],
    [{ wallFinish: 'paint_repairs' }, 30],
    [{ wallFinish: 'decorative_paint' }, 40],
    [{ wallFinish: 'tiles' }, 50],
    [{ floor: 'none' }, 0],
    [{ floor: 'parquet' }, 65],
    [{ floor: 'tarima' }, 80],
    [{ floor: 'ceramic' }, 55],
    [{ floor: 'carpet' }, 40],
  ])('prices %j at %i €/m²', (finish, price) => {
    expect(totalWith({ ...finish, area: 10 }) - 600).toBe(price * 10);
  });

  it.each([
    ['split_1', 800],
    ['split_2', 1500],
    ['split_3', 2100],
    ['split_4', 2600],
  ] as const)('prices air conditioning "%s" at %i €', (option, price) => {
    expect(totalWith({ airConditioning: [option] }) - BASE_TOTAL).toBe(price);
  });

  it('prices the duct machine at 450 € plus 55 € per linear metre', () => {
    expect(totalWith({ airConditioning: ['ducts'], ductMetres: 5 }) - BASE_TOTAL).toBe(450 + 5 * 55);
    expect(totalWith({ airConditioning: ['ducts'], ductMetres: 12 }) - BASE_TOTAL).toBe(450 + 12 * 55);
  });

  it('ignores the duct metres unless the duct machine is chosen', () => {
    expect(totalWith({ airConditioning: ['none'], ductMetres: 30 })).toBe(BASE_TOTAL);
    expect(totalWith({ airConditioning: ['split_1'], ductMetres: 30 })).toBe(BASE_TOTAL + 800);
  });

  it('adds several air conditioning choices together', () => {
    expect(totalWith({ airConditioning: ['split_2', 'ducts'], ductMetres: 1 }) - BASE_TOTAL).toBe(1500 + 505);
  });

  it('charges 350 € per door and per window and 150 € per plumbing point', () => {
    expect(totalWith({ doors: 3 }) - BASE_TOTAL).toBe(1050);
    expect(totalWith({ windows: 2 }) - BASE_TOTAL).toBe(700);
    expect(totalWith({ plumbingPoints: 4 }) - BASE_TOTAL).toBe(600);
  });

  it.each([
    ['linings', 28],
    ['partitions', 32],
    ['ceilings', 34],
  ] as const)('prices drywall "%s" at %i €/m² over the whole area', (type, price) => {
    expect(totalWith({ drywall: [type], area: 20 }) - 1200).toBe(price * 20);
  });

  it('adds every drywall type ticked, each over the whole area', () => {
    expect(totalWith({ drywall: ['linings', 'partitions', 'ceilings'], area: 10 }) - 600).toBe(940);
  });

  it('prices fibreglass insulation at 15 €/m² over the whole area', () => {
    expect(totalWith({ insulation: true, area: 40 }) - 2400).toBe(600);
    expect(totalWith({ insulation: false, area: 40 })).toBe(2400);
  });

  it('sums a full renovation into one total with one line per priced item', () => {
    const result = estimate({
      area: 80,
      wallFinish: 'tiles',
      airConditioning: ['split_3', 'ducts'],
      ductMetres: 10,
      floor: 'tarima',
      doors: 8,
      windows: 6,
      plumbingPoints: 10,
      drywall: ['partitions'],
      insulation: true,
    });
    const expected = 4000 + 2100 + 1000 + 6400 + 2800 + 2100 + 4800 + 1500 + 2560 + 1200;
    expect(result.total).toBe(expected);
    expect(result.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(expected);
    expect(result.lines.map((line) => line.key)).toEqual([
      'walls',
      'air_split_3',
      'air_ducts',
      'floor',
      'doors',
      'windows',
      'electrical',
      'plumbing',
      'drywall_partitions',
      'insulation',
    ]);
  });

  it('keeps the area between 5 and 200 m²', () => {
    expect(totalWith({ area: 1 })).toBe(5 * 60);
    expect(totalWith({ area: 200 })).toBe(200 * 60);
    expect(totalWith({ area: 500 })).toBe(200 * 60);
  });

  it('keeps doors and windows between 0 and 20, plumbing points between 0 and 15', () => {
    expect(totalWith({ doors: 25 }) - BASE_TOTAL).toBe(20 * 350);
    expect(totalWith({ windows: 21 }) - BASE_TOTAL).toBe(20 * 350);
    expect(totalWith({ doors: -3, windows: -1 })).toBe(BASE_TOTAL);
    expect(totalWith({ plumbingPoints: 16 }) - BASE_TOTAL).toBe(15 * 150);
  });

  it('keeps duct metres between 1 and 30', () => {
    expect(totalWith({ airConditioning: ['ducts'], ductMetres: 0 }) - BASE_TOTAL).toBe(450 + 55);
    expect(totalWith({ airConditioning: ['ducts'], ductMetres: 45 }) - BASE_TOTAL).toBe(450 + 30 * 55);
  });
});

describe('toBoundedInteger', () => {
  const range = { min: 0, max: 20 };

  it('reads whole numbers from text and drops decimals', () => {
    expect(toBoundedInteger('7', range)).toBe(7);
    expect(toBoundedInteger(7.9, range)).toBe(7);
  });

  it('counts an empty or unreadable entry as 0, or as the given fallback', () => {
    expect(toBoundedInteger('', range)).toBe(0);
    expect(toBoundedInteger(null, range)).toBe(0);
    expect(toBoundedInteger('abc', { min: 1, max: 30 }, 1)).toBe(1);
  });
});

describe('nextAirConditioning', () => {
  it('drops "Ninguno" when another option is ticked', () => {
    expect(nextAirConditioning(['none'], ['none', 'split_1'])).toEqual(['split_1']);
  });

  it('clears the other options when "Ninguno" is ticked', () => {
    expect(nextAirConditioning(['split_1', 'ducts'], ['split_1', 'ducts', 'none'])).toEqual(['none']);
  });

  it('brings "Ninguno" back when everything is unticked', () => {
    expect(nextAirConditioning(['ducts'], [])).toEqual(['none']);
  });

  it('keeps several real options together', () => {
    expect(nextAirConditioning(['split_1'], ['split_1', 'ducts'])).toEqual(['split_1', 'ducts']);
  });
});
