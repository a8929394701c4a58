import { z } from 'zod';
import { fieldErrors } from './form-validation';

describe('fieldErrors', () => {
  const schema = z.object({
    postalCode: z
      .string()
      .regex(/^\d{5}$/, 'Código postal no válido')
      .min(5, 'Código postal no válido'),
    city: z.string().min(2, 'La ciudad es obligatoria'),
    contact: z.object({ phone: z.string().min(9, 'Teléfono no válido') }),
  });

  it('gives each field its messages once, under the top-level field the issue belongs to', () => {
    const parsed = schema.safeParse({ postalCode: '28', city: '', contact: { phone: '6' } });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error?.issues ?? [])).toEqual([
      { name: 'postalCode', errors: ['Código postal no válido'] },
      { name: 'city', errors: ['La ciudad es obligatoria'] },
      { name: 'contact', errors: ['Teléfono no válido'] },
    ]);
  });

  it('gives nothing for valid values', () => {
    expect(fieldErrors([])).toEqual([]);
  });
});
