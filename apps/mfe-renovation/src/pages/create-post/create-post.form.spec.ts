import {
  estimateFromCalculator,
  withEstimate,
  type CreatePostValues,
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
        estimate: null,
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

  it('takes the estimate and the renovation type from the calculator’s hand-off, and nothing unusable', () => {
    const items = [
      { label: 'Puertas (2)', amount: 700 },
      { label: 'Instalación eléctrica (10 m²)', amount: 600 },
    ];
    expect(
      estimateFromCalculator({ total: 1300, totalText: '1300 €', items, renovationType: 'other' }),
    ).toEqual({
      total: 1300,
      items,
      renovationType: 'other',
    });
    // An older calculator's hand-off: no type, and the description it no longer needs.
    expect(estimateFromCalculator({ total: 1300, items, description: 'Presupuesto…' })).toEqual({
      total: 1300,
      items,
      renovationType: undefined,
    });
    expect(estimateFromCalculator({ total: 1300, items, renovationType: 'castillos' })?.renovationType).toBe(
      undefined,
    );
    expect(estimateFromCalculator(null)).toBeNull();
    expect(estimateFromCalculator({ total: 9999, items })).toBeNull();
    expect(estimateFromCalculator({ total: 0, items: [] })).toBeNull();
  });

  it('sends the estimate, shown to professionals only when ticked, or none', () => {
    const estimate = { total: 700, items: [{ label: 'Puertas (2)', amount: 700 }] };
    const sent = (values: CreatePostValues, e = estimate as typeof estimate | null) => {
      const checked = toCreateRequest(withEstimate({ ...valid, ...values }, e));
      return checked.ok ? checked.request.estimate : checked.errors;
    };
    expect(sent({})).toEqual({ ...estimate, shared: false });
    expect(sent({ estimateShared: true })).toEqual({ ...estimate, shared: true });
    expect(sent({ estimateShared: true }, null)).toBeNull();
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
