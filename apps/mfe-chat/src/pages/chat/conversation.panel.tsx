import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { CHAT_TEXTS as T } from '@reformas/i18n-es';
import { Link, notify, usePushOpen } from '@reformas/web-core';
import { useBlocks, useSetBlocked } from '../../api/blocks.query';
import { useConversation } from '../../api/conversation.query';
import { useMarkRead } from '../../api/mark-read.mutation';
import { useSendMessage } from '../../api/send-message.mutation';
import { Avatar } from '../../components/person';
import { MessageList } from './message-list';
import { SendMessageForm } from './send-message.form';
import { Spinner } from '../../components/spinner';

/** On a phone the conversation fills the window: this leads back to the contacts (hidden on wider screens). */
export function BackToContacts() {
  return (
    <Link to="/chat" className="chat-back" aria-label={T.conversation.back}>
      <span aria-hidden="true">‹</span> {T.contacts.title}
    </Link>
  );
}

const BlockDialog = lazy(() =>
  import('../../components/block.dialog').then((m) => ({ default: m.BlockDialog })),
);

type Props = { me: number; partnerId: number; partnerName: string; onShowProfile: () => void };

/** The conversation with one person: live while the push channel is open, refetched every 5 s while it is not. */
export function ConversationPanel({ me, partnerId, partnerName, onShowProfile }: Props) {
  const pushOpen = usePushOpen();
  const conversation = useConversation(me, partnerId, pushOpen);
  const sendMessage = useSendMessage(me);
  const { mutate: markRead } = useMarkRead(me);
  // Pages are newest first; on screen the oldest message is at the top.
  const messages = useMemo(
    () => [...(conversation.data?.pages ?? [])].reverse().flatMap((page) => page.messages),
    [conversation.data],
  );
  const hasUnreadIncoming = messages.some(
    (m) => m.senderId === partnerId && m.receiverId === me && !m.isRead,
  );

  useEffect(() => {
    if (hasUnreadIncoming) markRead({ senderId: partnerId, receiverId: me });
  }, [hasUnreadIncoming, markRead, partnerId, me]);

  const blocks = useBlocks();
  const setBlocked = useSetBlocked();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const blocked = blocks.data?.some((block) => block.userId === partnerId) ?? false;
  const changeBlock = (block: boolean) =>
    setBlocked.mutate(
      { userId: partnerId, blocked: block },
      {
        onSuccess: () => setConfirmingBlock(false),
        onError: () => notify({ type: 'error', title: T.block.error }),
      },
    );

  return (
    <section className="chat-conversation" aria-label={T.conversation.listLabel(partnerName)}>
      <header className="chat-conversation-header">
        <BackToContacts />
        <Avatar name={partnerName} onOpen={onShowProfile} />
        <h2 className="chat-partner-name">
          <button type="button" className="chat-link-button" aria-haspopup="dialog" onClick={onShowProfile}>
            {partnerName}
          </button>
        </h2>
        {/* Shown from the first paint (not once the blocks are read): appearing later, it moved the newest message. */}
        {!blocked && (
          <button
            type="button"
            className="chat-button chat-header-action"
            aria-haspopup="dialog"
            onClick={() => setConfirmingBlock(true)}
          >
            {T.block.block}
          </button>
        )}
      </header>
      {conversation.isPending ? (
        <div className="chat-center chat-center-fill">
          <Spinner />
        </div>
      ) : conversation.isError && !conversation.data ? (
        <p role="alert" className="chat-center chat-center-fill">
          {T.conversation.loadError}
        </p>
      ) : (
        <MessageList
          me={me}
          partnerName={partnerName}
          messages={messages}
          hasOlder={conversation.hasNextPage}
          loadingOlder={conversation.isFetchingNextPage}
          onLoadOlder={() => void conversation.fetchNextPage()}
        />
      )}
      {blocked ? (
        <div className="chat-blocked">
          <p>{T.block.blockedNotice(partnerName)}</p>
          <button
            type="button"
            className="chat-button"
            disabled={setBlocked.isPending}
            onClick={() => changeBlock(false)}
          >
            {T.block.unblock}
          </button>
        </div>
      ) : (
        <SendMessageForm receiverId={partnerId} send={sendMessage.mutateAsync} />
      )}
      {confirmingBlock && (
        <Suspense fallback={null}>
          <BlockDialog
            partnerName={partnerName}
            pending={setBlocked.isPending}
            onConfirm={() => changeBlock(true)}
            onCancel={() => setConfirmingBlock(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
