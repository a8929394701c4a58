import { useEffect, useMemo } from 'react';
import { Spin } from 'antd';
import { CHAT_TEXTS as T } from '@reformas/i18n-es';
import { usePushOpen } from '@reformas/web-core';
import { useConversation } from '../../api/conversation.query';
import { useMarkRead } from '../../api/mark-read.mutation';
import { useSendMessage } from '../../api/send-message.mutation';
import { styles } from '../../components/chat.styles';
import { Avatar } from '../../components/person';
import { MessageList } from './message-list';
import { SendMessageForm } from './send-message.form';

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

  return (
    <section style={styles.conversation} aria-label={T.conversation.listLabel(partnerName)}>
      <header style={styles.conversationHeader}>
        <Avatar name={partnerName} onOpen={onShowProfile} />
        <h2 style={{ margin: 0, fontSize: 18 }}>
          <button type="button" style={styles.linkButton} onClick={onShowProfile}>
            {partnerName}
          </button>
        </h2>
      </header>
      {conversation.isPending ? (
        <div style={{ ...styles.center, flex: 1 }}>
          <Spin />
        </div>
      ) : conversation.isError && !conversation.data ? (
        <p role="alert" style={{ ...styles.center, flex: 1 }}>
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
      <SendMessageForm receiverId={partnerId} send={sendMessage.mutateAsync} />
    </section>
  );
}
