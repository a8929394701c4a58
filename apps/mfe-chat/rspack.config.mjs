// mfe-chat: the chat remote: contacts and conversations (port and output from tools/rspack/remote.config.mjs).
import { createRemoteConfig } from '../../tools/rspack/remote.config.mjs';

// One module per route area; knip.config.js reads them as entry files.
export const exposes = {
  './ChatPage': './src/pages/chat/chat.page.tsx',
};

export default createRemoteConfig({
  name: 'mfe_chat',
  title: 'Mensajes',
  root: import.meta.url,
  exposes,
});
