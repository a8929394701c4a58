import { CONTACT_DATA_IN_TEXT_MESSAGE, createReviewSchema, hasContactData } from './review.schema';

// Reviews are public (docs/privacy.md): phones and e-mail addresses in their text are refused, ordinary numbers
// (prices, sizes, years, durations) are not.
describe('hasContactData', () => {
  const CONTACT_DATA = [
    'Llamad al 600112233',
    'Su móvil: 600 11 22 33',
    'Teléfono 91-123-45-67',
    '+34 612.345.678',
    '(+34) 612 345 678',
    'escribid a ana.lopez@correo.es',
    'ana @ correo.es',
    'ANA@EMPRESA.COM',
    // Written to slip past a filter, as a security probe wrote them.
    'Llamadme al seis cero cero uno dos tres cuatro cinco seis',
    'Mi número: 6,0,0,1,2,3,4,5,6',
    'Escribid al 6OO 12E 4S6',
    'Teléfono ６００１２３４５６',
    'ana [at] gmail [dot] com',
    'ana arroba gmail punto com',
    'ana＠gmail.com',
    'Llamad al 600\u200b112\u200b233',
  ];
  const ORDINARY_NUMBERS = [
    'Reforma de 120 m² por 12.500 € en 2024',
    'Tardaron 3 semanas y 2 días, 5 estrellas',
    'Baño de 4 m2, cocina de 10 m2 y 2 habitaciones',
    'Presupuesto 3.000 - 4.500 €',
    'Me atendieron @ la hora prevista',
    'Una obra de dos semanas, tres operarios y cuatro visitas: todo en su punto',
    'Pintaron 3 habitaciones en 2 días, a las 8 en punto cada mañana',
    'El 15 de marzo de 2024 terminaron; 5 estrellas',
  ];
  it.each([
    ...CONTACT_DATA.map((text) => [text, true] as const),
    ...ORDINARY_NUMBERS.map((text) => [text, false] as const),
  ])('finds contact data in %p: %p', (text, found) => {
    expect(hasContactData(text)).toBe(found);
  });

  it.each([
    {
      why: 'does not count invisible characters towards the 20-character minimum',
      text: `Bien${'\u200b'.repeat(25)}`,
      message: 'La opinión debe tener al menos 20 caracteres',
    },
    {
      why: 'makes the review schema refuse the text with the Spanish message',
      text: 'Muy bien todo, llamad al 600 11 22 33',
      message: CONTACT_DATA_IN_TEXT_MESSAGE,
    },
  ])('$why', ({ text, message }) => {
    const result = createReviewSchema.safeParse({ rating: 5, text });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
