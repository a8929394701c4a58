import { Suspense, lazy, useState } from 'react';
import { useNavigate, useParams, useSignedInUser } from '@reformas/web-core';
import type { SessionUser } from '@reformas/shared-types';
import { CHAT_TEXTS as T } from '@reformas/i18n-es';
import { useContacts } from '../../api/contacts.query';
import { useChatUser } from '../../api/user.query';
import { ChatScreen } from '../../components/chat.screen';
import { ContactsPanel } from './contacts.panel';
import { BackToContacts, ConversationPanel } from './conversation.panel';
import { useChatPush } from './use-chat-push';
import { Spinner } from '../../components/spinner';

// The profile dialog (and what it needs) loads when first opened.
const ProfileDialog = lazy(() =>
  import('../../components/profile.dialog').then((m) => ({ default: m.ProfileDialog })),
);

/** /chat/:contactId? (exposed as './ChatPage'): signed-in users only; others sign in first and come back. */
export function ChatPage() {
  // Any user type may chat; the sign-in page opens on 'client' unless the visitor chose a type before.
  const user = useSignedInUser('client');
  return (
    <ChatScreen>
      <h1>{T.chat.title}</h1>
      {user ? (
        <ChatWindow me={user} />
      ) : (
        // The window's box already: nothing moves when it fills (the shell prerenders the same frame).
        <div className="chat-window chat-window-pending">
          <Spinner />
        </div>
      )}
    </ChatScreen>
  );
}

function ChatWindow({ me }: { me: SessionUser }) {
  const params = useParams();
  const navigate = useNavigate();
  const partnerId = params.contactId && /^\d{1,10}$/.test(params.contactId) ? Number(params.contactId) : null;
  const [profileId, setProfileId] = useState<number | null>(null);
  const contacts = useContacts(me.id);
  useChatPush(me.id, partnerId);

  const known = contacts.data?.find((c) => c.id === partnerId);
  // Someone never written to: their name comes from GET /api/users/{id}.
  const stranger = useChatUser(partnerId !== null && contacts.isSuccess && !known ? partnerId : null);
  const partnerName = known?.name ?? stranger.data?.name;

  // A conversation is open: on a phone it takes the whole window and the contacts give way (chat.css).
  const open = partnerId !== null && partnerId !== me.id;

  return (
    <div className={open ? 'chat-window chat-window-open' : 'chat-window'}>
      <ContactsPanel
        contacts={contacts.data}
        loading={contacts.isPending}
        failed={contacts.isError}
        selectedId={partnerId}
        onOpen={(id) => navigate(`/chat/${id}`)}
        onShowProfile={setProfileId}
      />
      {!open ? (
        <p className="chat-center">{T.conversation.noContact}</p>
      ) : partnerName ? (
        <ConversationPanel
          key={partnerId}
          me={me.id}
          partnerId={partnerId}
          partnerName={partnerName}
          onShowProfile={() => setProfileId(partnerId)}
        />
      ) : (
        <div className="chat-conversation">
          <div className="chat-conversation-header chat-phone-only">
            <BackToContacts />
          </div>
          {stranger.isError ? (
            <p className="chat-center chat-center-fill" role="alert">
              {T.conversation.userNotFound}
            </p>
          ) : (
            <div className="chat-center chat-center-fill">
              <Spinner />
            </div>
          )}
        </div>
      )}
      {profileId !== null && (
        <Suspense fallback={null}>
          <ProfileDialog viewer={me} userId={profileId} onClose={() => setProfileId(null)} />
        </Suspense>
      )}
    </div>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ChatPage;
