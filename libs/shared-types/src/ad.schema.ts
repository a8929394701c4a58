import { z } from './zod-es';
import { text } from './common.schema';

/** GET /api/ads?category= : unknown or missing categories get the general set. */
export const adQuerySchema = z.object({
  category: text({ max: 50, maxMessage: 'Categoría no válida' }).optional(),
});
export type AdQuery = z.input<typeof adQuerySchema>;

export const adSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  company: z.string(),
  ctaText: z.string(),
  ctaUrl: z.string(),
  phone: z.string().nullable(),
  priority: z.enum(['primary', 'secondary']),
});
export type Ad = z.infer<typeof adSchema>;
