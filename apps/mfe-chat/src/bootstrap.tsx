// Standalone page for development (`npx nx run mfe-chat:serve`); in the product the shell mounts the exposed pages.
import { mountStandalone } from '@reformas/web-core/standalone';
import { CHAT_ROUTES } from './routes';

mountStandalone(CHAT_ROUTES);
