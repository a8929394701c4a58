import { z } from 'zod';

// Spanish default messages for every rule that has no message of its own.
z.config(z.locales.es());

export { z };
