import { z } from './zod-es';
import { idSchema, idTextSchema, text, wholeNumberText } from './common.schema';

export const MESSAGE_MAX_LENGTH = 2000;

/** POST /api/messages. The sender is the caller; a senderId that is not theirs is refused. */
export const sendMessageSchema = z.object({
  senderId: idSchema.optional(),
  receiverId: idSchema,
  message: text({
    min: 1,
    max: MESSAGE_MAX_LENGTH,
    message: 'El mensaje no puede estar vacío',
    maxMessage: `El mensaje no puede superar los ${MESSAGE_MAX_LENGTH} caracteres`,
    multiline: true,
  }),
  // Accepted for compatibility with older clients' payload; a new message always starts unread.
  isRead: z.boolean().optional(),
  // Chosen by the sender's browser: a retried send with the same key stores and announces one message.
  clientKey: z.uuid('La clave del mensaje debe ser un UUID').optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageSchema>;
/** What the chat sends: always with its retry key, never a senderId (the session says who sends). */
export type SendMessageInput = Required<Pick<SendMessageRequest, 'receiverId' | 'message' | 'clientKey'>>;

/** Messages per page of a conversation: the API's default `limit`, which the chat relies on. */
export const CONVERSATION_PAGE = 50;

/**
 * GET /api/messages?userId1=&userId2=&limit=&before= : the latest `limit` messages between two users with an id
 * below `before`, oldest first; X-Has-More says whether older ones exist.
 */
export const conversationQuerySchema = z.object({
  userId1: idTextSchema,
  userId2: idTextSchema,
  limit: wholeNumberText('El límite debe ser un número entero')
    .pipe(z.number().min(1, 'El límite mínimo es 1').max(100, 'El límite máximo es 100'))
    .default(CONVERSATION_PAGE),
  before: idTextSchema.optional(),
});
export type ConversationQuery = z.input<typeof conversationQuerySchema>;

/** PUT /api/messages/read: marks what senderId sent to receiverId as read; only the receiver may. */
export const markReadSchema = z.object({ senderId: idSchema, receiverId: idSchema });
export type MarkReadRequest = z.input<typeof markReadSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/messages/unread-count: messages to the caller not read yet (the header badge). */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /api/events query: where to resume when the client cannot send the Last-Event-ID header. */
export const eventsQuerySchema = z.object({ lastEventId: idTextSchema.optional() });

/** The `read` push event: `readerId` has read what `senderId` sent them, up to message `upToId`. */
export const readEventSchema = z.object({
  readerId: z.number().int(),
  senderId: z.number().int(),
  upToId: z.number().int(),
});
export type ReadEvent = z.infer<typeof readEventSchema>;

/** GET /api/blocks: someone the caller blocked ('Bloquear' in a conversation), and since when. */
export const blockSchema = z.object({ userId: z.number().int(), createdAt: z.string() });
export type Block = z.infer<typeof blockSchema>;
