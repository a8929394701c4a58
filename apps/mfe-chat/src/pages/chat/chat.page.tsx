import { CHAT_TEXTS as T } from '@reformas/i18n-es';
import { ChatScreen } from '../../components/chat.screen';

/** /chat/:contactId? (exposed as './ChatPage'). */
export function ChatPage() {
  return (
    <ChatScreen>
      <h1>{T.chat.title}</h1>
    </ChatScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ChatPage;
