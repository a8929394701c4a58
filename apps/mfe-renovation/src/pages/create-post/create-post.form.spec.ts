import { CALCULATOR_HANDOFF_KEY } from '@reformas/web-core';
import {
  descriptionFromCalculator,
  prefillForService,
  toCreateRequest,
  toEditRequest,
} from './create-post.form';

const valid = {
  name: 'Marta López',
  email: '',
  phone: '612 345 678',
  renovationType: 'bathroom',
  timeline: 'flexible',
  postalCode: '28001',
  city: 'Madrid',
  description: '',
  termsAccepted: true,
};

describe('/create-post form', () => {
  it('sends the shared schema’s request without the terms checkbox', () => {
    const result = toCreateRequest(valid);
    expect(result).toEqual({
      ok: true,
      request: {
        name: 'Marta López',
        email: null,
        phone: '612 345 678',
        renovationType: 'bathroom',
        timeline: 'flexible',
        postalCode: '28001',
        city: 'Madrid',
        description: undefined,
      },
    });
  });

  it("refuses unaccepted terms with 'Debes aceptar los términos y condiciones'", () => {
    const result = toCreateRequest({ ...valid, termsAccepted: false });
    expect(result).toEqual({
      ok: false,
      errors: [{ name: 'termsAccepted', errors: ['Debes aceptar los términos y condiciones'] }],
    });
  });

  it('names every missing required field with the schema’s message', () => {
    const result = toCreateRequest({ termsAccepted: true });
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((e) => e.name).sort();
    expect(fields).toEqual(['city', 'phone', 'postalCode', 'renovationType', 'timeline']);
    const postal = result.ok ? undefined : result.errors.find((e) => e.name === 'postalCode');
    expect(postal?.errors).toEqual(['El código postal debe tener 5 dígitos']);
  });

  it('prefills the description from the calculator’s hand-off, and nothing otherwise', () => {
    const state = {
      [CALCULATOR_HANDOFF_KEY]: { description: 'Presupuesto estimado: 4.850 €.\n- Puertas: 2.100 €' },
    };
    expect(descriptionFromCalculator(state)).toBe('Presupuesto estimado: 4.850 €.\n- Puertas: 2.100 €');
    expect(descriptionFromCalculator(null)).toBe('');
    expect(descriptionFromCalculator({ other: 1 })).toBe('');
    expect(descriptionFromCalculator({ [CALCULATOR_HANDOFF_KEY]: { description: 5 } })).toBe('');
  });

  it('checks an edit with the request schema: no terms to accept again, the same field messages', () => {
    const { termsAccepted: _terms, ...edit } = valid;
    expect(toEditRequest(edit)).toEqual(toCreateRequest(valid));
    expect(toEditRequest({ ...edit, postalCode: '280' })).toEqual({
      ok: false,
      errors: [{ name: 'postalCode', errors: ['El código postal debe tener 5 dígitos'] }],
    });
  });
});

describe("a /services card's request (?servicio=)", () => {
  it('names the service in the description and picks the type it fits', () => {
    expect(prefillForService('reforma-locales-oficinas')).toEqual({
      description: 'Solicito presupuesto sin compromiso para el servicio «Reforma de locales y oficinas».',
      renovationType: 'other',
    });
    expect(prefillForService('reforma-viviendas')?.renovationType).toBe('integral');
  });

  it('gives nothing for a missing or unknown service', () => {
    expect(prefillForService(null)).toBeNull();
    expect(prefillForService('piscinas')).toBeNull();
  });
});
