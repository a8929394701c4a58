import { CHAT_TEXTS } from '@reformas/i18n-es';

// The chat page's frame while its remote loads (apps/mfe-chat/src/pages/chat/chat.page.tsx before the signed-in
// user is known): the heading and the 600 px window with a spinner, in the page's own markup and classes (the same
// stylesheet, libs/web-core/src/styles/chat-window.css). Prerendered for /chat: the heading paints with the HTML instead of after the remote.
// Signed-out visitors see it for as long as the page takes to send them to /auth.
export function ChatFrame() {
  return (
    <div className="chat-screen" inert>
      <h1>{CHAT_TEXTS.chat.title}</h1>
      <div className="chat-window chat-window-pending">
        <span className="chat-spinner" role="status">
          <span className="chat-sr-only">{CHAT_TEXTS.loading}</span>
        </span>
      </div>
    </div>
  );
}
