import { z } from './zod-es';
import { paginationQuery, text } from './common.schema';

// Verified reviews with the right of reply (docs/product.md "Reviews"). Reviews are public: a phone
// number or an e-mail address in their text would put contact data on public pages, so both are refused.

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MIN = 2;

// Nine or more digits in a row, spaces, dots, commas, dashes or brackets between them allowed ('600 11 22 33',
// '+34 600-112-233', '6,0,0,1,…'): a Spanish phone has nine. Prices and years ('2.500 €', '2024') stay well below.
const PHONE_IN_TEXT = /\d(?:[\s.,;:()/_·*-]{0,3}\d){8,}/;
// Something@something.tld, with or without spaces around the @ and the dots ('ana @ correo . es').
const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*\s*\.\s*\p{L}{2,}/u;

// Invisible characters (zero-width spaces and joiners, the byte-order mark, bidirectional marks): nothing a reader
// sees, so they neither count towards a minimum nor hide a number.
const INVISIBLE = /[\p{Cf}\u180e]/gu;
const DIGIT_WORDS: Record<string, string> = {
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
};
// Letters written for the digits they look like, read so only inside a group that already has a digit ('6OO',
// '12E', '4S6'): a word without digits is a word.
const LOOKALIKE: Record<string, string> = {
  o: '0',
  i: '1',
  l: '1',
  z: '2',
  e: '3',
  a: '4',
  s: '5',
  g: '6',
  t: '7',
  b: '8',
};

/**
 * The text as a person reads it, for finding contact data written to slip past a filter: compatibility forms
 * folded (full-width digits, '＠'), invisible characters dropped, lower case, spelled digits ('seis cero…') and
 * look-alike letters in digit groups read as digits, and '[at]', '(at)', 'arroba', '[dot]', 'punto' as @ and '.'.
 */
export function readableText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/[[({]\s*(at|arroba)\s*[\])}]|\barroba\b/gu, ' @ ')
    .replace(/[[({]\s*(dot|punto)\s*[\])}]|\bpunto\b|\bdot\b/gu, ' . ')
    .replace(/\p{L}+/gu, (word) => DIGIT_WORDS[word] ?? word)
    .replace(/[\p{L}\p{N}]+/gu, (group) =>
      /\d/.test(group) ? group.replace(/\p{L}/gu, (letter) => LOOKALIKE[letter] ?? letter) : group,
    );
}

export const CONTACT_DATA_IN_TEXT_MESSAGE =
  'El texto no puede incluir teléfonos ni direcciones de correo electrónico: las opiniones son públicas. Usa el chat para compartir tus datos de contacto.';

/** True when the text holds something that reads as a phone number or an e-mail address, however it is written. */
export function hasContactData(value: string): boolean {
  const readable = readableText(value);
  return PHONE_IN_TEXT.test(readable) || EMAIL_IN_TEXT.test(readable);
}

/** How many characters a reader sees (invisible ones aside), for the minimum length. */
const visibleLength = (value: string) => value.replace(INVISIBLE, '').trim().length;

const publicText = (min: number, message: string) =>
  text({
    min,
    max: REVIEW_TEXT_MAX,
    message,
    maxMessage: `El texto no puede superar los ${REVIEW_TEXT_MAX} caracteres`,
    multiline: true,
  })
    // Only what the plain minimum let through (one message, not two): invisible characters padding a short text.
    .refine((v) => v.length < min || visibleLength(v) >= min, message)
    .refine((v) => !hasContactData(v), CONTACT_DATA_IN_TEXT_MESSAGE);

export const reviewRatingSchema = z
  .number({ message: 'La valoración debe ser un número del 1 al 5' })
  .int('La valoración debe ser un número entero del 1 al 5')
  .min(1, 'La valoración mínima es 1 estrella')
  .max(5, 'La valoración máxima es 5 estrellas');

/** POST /api/users/{id}/reviews: the signed-in client's review of a professional or a cleaner. */
export const createReviewSchema = z.object({
  rating: reviewRatingSchema,
  text: publicText(REVIEW_TEXT_MIN, `La opinión debe tener al menos ${REVIEW_TEXT_MIN} caracteres`),
});
export type CreateReviewRequest = z.input<typeof createReviewSchema>;

/** PUT /api/reviews/{id}: the reviewer changes the rating, the text or both. */
export const updateReviewSchema = createReviewSchema
  .partial()
  .refine((v) => v.rating !== undefined || v.text !== undefined, 'Indica la valoración o el texto');
export type UpdateReviewRequest = z.input<typeof updateReviewSchema>;

/** POST and PUT /api/reviews/{id}/reply: the provider's one public reply. */
export const reviewReplySchema = z.object({
  text: publicText(REVIEW_REPLY_MIN, `La respuesta debe tener al menos ${REVIEW_REPLY_MIN} caracteres`),
});
export type ReviewReplyRequest = z.input<typeof reviewReplySchema>;

/** GET /api/users/{id}/reviews: newest first, 10 a page by default ('Cargar más'), the total in X-Total-Count. */
export const reviewQuerySchema = z.object({
  limit: paginationQuery.limit.default(10),
  offset: paginationQuery.offset,
});
export type ReviewQuery = z.input<typeof reviewQuerySchema>;

/** How the contact behind a review was verified: the client and provider both wrote in the chat, or the
 * professional revealed one of the client's requests (the labels are REVIEW_TEXTS.verifiedBy in i18n-es). */
export const REVIEW_VERIFICATION_VALUES = ['chat', 'phone'] as const;
export type ReviewVerification = (typeof REVIEW_VERIFICATION_VALUES)[number];

export const reviewSchema = z.object({
  id: z.number().int(),
  // To its author only, when an operator hid it: why. Nobody else gets a hidden review.
  hiddenReason: z.string().optional(),
  // The professional's or cleaner's user id.
  providerId: z.number().int(),
  // Masked for everyone ('Lucía F.'), the reviewer included (docs/privacy.md): what the public page shows.
  reviewerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  verifiedBy: z.enum(REVIEW_VERIFICATION_VALUES),
  // The reviewer hired the provider through an accepted quote ('Contratado en ReformasYa').
  hired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() }).nullable(),
  // The viewer wrote it (may edit or delete it) / the viewer is the provider (may reply or edit the reply).
  mine: z.boolean(),
  canReply: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A provider's ratings: average to one decimal (null with none), count and how many of each star. */
export const ratingSummarySchema = z.object({
  userId: z.number().int(),
  average: z.number().nullable(),
  count: z.number().int(),
  stars: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  // For a signed-in viewer: may write a review now (a client with a verified contact and no review yet), and
  // the id of their review of this provider, if any.
  canReview: z.boolean(),
  myReviewId: z.number().int().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * A provider's track record as the directories show it beside each card: the reviews' average and count, and
 * the median minutes to a first reply in the chat over the last 90 days (null below 3 conversations; the words
 * are responseTimeText in i18n-es).
 */
export const trackRecordFields = {
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  responseMinutes: z.number().int().nullable(),
};
/**
 * Whether the owner of a profile or service, or the author of a request, confirmed their e-mail address (false for
 * a request without an account): the one fact about the address that leaves the server (docs/decisions.md).
 */
export const ownerVerifiedField = {
  emailVerified: z.boolean(),
};
export const RESPONSE_TIME_MIN_CONVERSATIONS = 3;
export const RESPONSE_TIME_WINDOW_DAYS = 90;
