import { CHAT_TEXTS } from '@reformas/i18n-es';

// The frame of /chat (src/routes.tsx): the page before the signed-in user is known, the heading and the 600 px
// window with a spinner, in the page's markup and classes (libs/web-core/src/styles/chat-window.css), painted with
// the HTML. Signed-out visitors see it for as long as the page takes to send them to /auth.
export function ChatFrame() {
  return (
    <div className="chat-screen" inert>
      <h1>{CHAT_TEXTS.chat.title}</h1>
      <div className="chat-window chat-window-pending">
        <span className="rv-spinner" role="status">
          <span className="visually-hidden">{CHAT_TEXTS.loading}</span>
        </span>
      </div>
    </div>
  );
}
