import { z } from 'zod';

// Spanish default messages for every rule that has no message of its own in the spec.
z.config(z.locales.es());

export { z };
