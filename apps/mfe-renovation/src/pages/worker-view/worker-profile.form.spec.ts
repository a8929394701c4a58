import { aWorkerProfile } from '@reformas/web-core/testing';
import { formValuesOf, toWorkerProfileSave } from './worker-profile.form';

const valid = {
  companyName: 'Reformas Ruiz',
  description: 'Baños y cocinas llave en mano',
  services: ['bathroom', 'kitchen'],
  experience: 12,
  websiteUrl: 'reformasruiz.es',
  city: 'Sevilla',
  postalCode: '41001',
  isPublic: true,
};

// The user's saved profile: isPublic null (an old row) reads as public.
const existing = aWorkerProfile({ id: 7, services: '["bathroom"]', experience: 4, isPublic: null });

describe('worker profile form', () => {
  it('creates a profile when the user has none, with https added to a bare website', () => {
    const save = toWorkerProfileSave(valid, null);
    expect(save).toEqual({
      ok: true,
      kind: 'create',
      body: expect.objectContaining({
        services: ['bathroom', 'kitchen'],
        experience: 12,
        websiteUrl: 'https://reformasruiz.es/',
        isPublic: true,
      }),
    });
  });

  it("updates the user's own profile by its id", () => {
    const save = toWorkerProfileSave({ ...valid, experience: 13 }, existing);
    expect(save).toMatchObject({ ok: true, kind: 'update', id: 7, body: { experience: 13 } });
  });

  it('treats an empty experience as 0 and an empty website as none', () => {
    const save = toWorkerProfileSave({ ...valid, experience: null, websiteUrl: '' }, null);
    expect(save).toMatchObject({ ok: true, body: { experience: 0, websiteUrl: null } });
  });

  it('gives the shared schema messages per field: no service, bad postal code, short city, negative years', () => {
    const save = toWorkerProfileSave(
      { ...valid, services: [], postalCode: '4100', city: 'S', experience: -1 },
      null,
    );
    expect(save.ok).toBe(false);
    if (save.ok) return;
    const byField = Object.fromEntries(save.errors.map((e) => [e.name, e.errors[0]]));
    expect(byField).toEqual({
      services: 'Selecciona al menos un servicio',
      postalCode: 'El código postal debe tener 5 dígitos',
      city: 'La ciudad es requerida',
      experience: 'Los años de experiencia no pueden ser negativos',
    });
  });

  it('refuses a website that is not http(s)', () => {
    const save = toWorkerProfileSave({ ...valid, websiteUrl: 'javascript:alert(1)' }, null);
    expect(save).toEqual({
      ok: false,
      errors: [{ name: 'websiteUrl', errors: ['Introduce una URL válida (http o https)'] }],
    });
  });

  it('starts from the saved profile (services read from the stored list, null isPublic as public) or an empty one', () => {
    expect(formValuesOf(existing)).toMatchObject({ services: ['bathroom'], experience: 4, isPublic: true });
    expect(formValuesOf(null)).toMatchObject({ services: [], experience: 0, isPublic: true, city: '' });
  });

  it('checks the NIF/CIF by its control character and sends it in its plain form; empty is none', () => {
    const wrong = toWorkerProfileSave({ ...valid, taxId: 'B12345678' }, existing);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors).toEqual([{ name: 'taxId', errors: ['El NIF/CIF no es válido'] }]);
    expect(toWorkerProfileSave({ ...valid, taxId: 'b-1234567.4' }, existing)).toMatchObject({
      ok: true,
      body: { taxId: 'B12345674' },
    });
    expect(toWorkerProfileSave({ ...valid, taxId: '' }, existing)).toMatchObject({
      ok: true,
      body: { taxId: null },
    });
    expect(formValuesOf(aWorkerProfile({ taxId: '12345678Z' })).taxId).toBe('12345678Z');
  });
});
