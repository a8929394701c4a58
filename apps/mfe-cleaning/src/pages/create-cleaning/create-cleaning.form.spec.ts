import {
  EXPERIENCE_YEARS,
  initialCleaningValues,
  toCreateCleaningRequest,
  type CreateCleaningValues,
} from './create-cleaning.form';

const valid: CreateCleaningValues = {
  name: '  Rocío Pérez ',
  phone: '600 11 22 33',
  city: 'Sevilla',
  experience: 3,
  serviceType: ['home', 'deep_cleaning'],
  availability: 'weekends',
  photoUrl: '',
  description: '',
  hasReferences: true,
  allowDirectContact: false,
};

describe('/create-cleaning form', () => {
  it('offers 1 to 20 years of experience as numbers', () => {
    expect(EXPERIENCE_YEARS).toHaveLength(20);
    expect(EXPERIENCE_YEARS[0]).toBe(1);
    expect(EXPERIENCE_YEARS[19]).toBe(20);
  });

  it('starts from the session’s name and phone with direct contact allowed', () => {
    expect(initialCleaningValues({ name: 'Rocío', phone: null })).toMatchObject({
      name: 'Rocío',
      phone: '',
      allowDirectContact: true,
      hasReferences: false,
      serviceType: [],
    });
  });

  it('sends the shared schema’s body: trimmed, several types as a list, empty optionals as null, the user’s id', () => {
    expect(toCreateCleaningRequest(valid, 7)).toEqual({
      ok: true,
      request: {
        name: 'Rocío Pérez',
        phone: '600 11 22 33',
        city: 'Sevilla',
        experience: 3,
        serviceType: ['home', 'deep_cleaning'],
        availability: 'weekends',
        photoUrl: null,
        description: null,
        hasReferences: true,
        allowDirectContact: false,
        userId: 7,
      },
    });
  });

  it("gives the form's messages before anything is sent", () => {
    const result = toCreateCleaningRequest(
      { name: 'R', phone: '12345', city: ' S ', serviceType: [], allowDirectContact: true },
      7,
    );
    expect(result.ok).toBe(false);
    const errors = Object.fromEntries(result.ok ? [] : result.errors.map((e) => [e.name, e.errors]));
    expect(errors).toEqual({
      name: ['El nombre debe tener al menos 2 caracteres'],
      phone: ['El teléfono debe tener al menos 9 caracteres'],
      city: ['La ciudad es requerida'],
      experience: ['Selecciona los años de experiencia'],
      serviceType: ['Selecciona al menos un tipo de servicio'],
      availability: ['Selecciona tu disponibilidad'],
    });
  });

  it('refuses experience outside 1 to 20 and a photo URL that is not http(s)', () => {
    const result = toCreateCleaningRequest({ ...valid, experience: 21, photoUrl: 'ftp://x.es/a.jpg' }, 7);
    const fields = result.ok ? [] : result.errors.map((e) => e.name).sort();
    expect(fields).toEqual(['experience', 'photoUrl']);
  });
});
