import { z } from './zod-es';
import { idSchema, idTextSchema, text } from './common.schema';

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
  // Accepted for compatibility with the spec's payload; a new message always starts unread.
  isRead: z.boolean().optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

/** GET /api/messages?userId1=&userId2= : the conversation between two users, oldest first. */
export const conversationQuerySchema = z.object({ userId1: idTextSchema, userId2: idTextSchema });
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
