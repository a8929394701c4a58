// The API's Spanish answers that many files expect, written out once: as the visitor reads them, not the API's own
// constants, so that a changed text fails a test.

/** Any call that needs a session, without one (401). */
export const UNAUTHENTICATED = 'Debes iniciar sesión para realizar esta acción';

/** The moderation console's calls, by an account that is not an operator (403). */
export const OPERATORS_ONLY = 'Solo los operadores pueden hacer esto.';

/** An e-mailed link (an address to confirm, a password to reset, a notice to stop) that is wrong or too old (400). */
export const INVALID_LINK = 'El enlace no es válido o ha caducado.';
