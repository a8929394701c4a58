import type { Rule } from 'antd/es/form';
import type { z } from '@reformas/shared-types';

/** An antd Form rule backed by one of the shared zod schemas: the form says exactly what the API would say. */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Valor no válido');
    },
  };
}
