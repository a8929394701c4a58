import {
  AVAILABILITY_OPTIONS,
  CLEANING_SERVICE_TYPES,
  RENOVATION_TYPES,
  TIMELINES,
  optionLabel,
} from './options';

describe('option lists', () => {
  it('has the 10 renovation types with their labels, in order', () => {
    expect(RENOVATION_TYPES.map((o) => [o.value, o.label])).toEqual([
      ['integral', 'Reforma integral'],
      ['bathroom', 'Baños'],
      ['kitchen', 'Cocinas'],
      ['painting', 'Pintura'],
      ['electricity', 'Electricidad'],
      ['plumbing', 'Fontanería'],
      ['air_conditioning', 'Aire acondicionado'],
      ['aerothermal', 'Aerotermia'],
      ['solar_panels', 'Placas solares'],
      ['other', 'Otros'],
    ]);
  });

  it('has the timelines, cleaning service types and availabilities with their labels', () => {
    expect(TIMELINES.map((o) => `${o.value}: ${o.label}`)).toEqual([
      'immediate: Inmediato',
      '15days: Próximos 15 días',
      '1month: Próximo mes',
      'flexible: Fecha flexible',
    ]);
    expect(CLEANING_SERVICE_TYPES.map((o) => `${o.value}: ${o.label}`)).toEqual([
      'home: Hogar',
      'office: Oficinas',
      'commercial: Locales comerciales',
      'end_of_tenancy: Fin de contrato',
      'deep_cleaning: Limpieza profunda',
      'after_renovation: Post reforma',
      'others: Otros servicios',
    ]);
    expect(AVAILABILITY_OPTIONS.map((o) => `${o.value}: ${o.label}`)).toEqual([
      'full_time: Jornada completa',
      'morning: Mañanas',
      'afternoon: Tardes',
      'weekends: Fines de semana',
      'flexible: Horario flexible',
    ]);
  });
});

describe('optionLabel', () => {
  it('gives the label of a known value', () => {
    expect(optionLabel(RENOVATION_TYPES, 'bathroom')).toBe('Baños');
    expect(optionLabel(TIMELINES, '15days')).toBe('Próximos 15 días');
  });

  it('gives the raw value when it is not in the list', () => {
    expect(optionLabel(RENOVATION_TYPES, 'tejados')).toBe('tejados');
    expect(optionLabel(TIMELINES, 'bathroom')).toBe('bathroom');
  });

  it("gives '' when there is no value", () => {
    expect(optionLabel(RENOVATION_TYPES, null)).toBe('');
    expect(optionLabel(RENOVATION_TYPES, undefined)).toBe('');
    expect(optionLabel(RENOVATION_TYPES, '')).toBe('');
  });
});
