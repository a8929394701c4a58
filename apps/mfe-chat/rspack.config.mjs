// mfe-chat: the chat remote: contacts and conversations (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

export default createRemoteConfig({
  name: 'mfe_chat',
  title: 'Mensajes',
  root: import.meta.url,
  exposes: {
    './ChatPage': './src/pages/chat/chat.page.tsx',
  },
});
