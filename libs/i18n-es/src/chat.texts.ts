// Contract texts of the chat remote (SPEC 2, /chat).
export const CHAT_TEXTS = {
  chat: { title: 'Mensajes' },
} as const;
