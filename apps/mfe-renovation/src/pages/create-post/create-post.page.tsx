import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

/** /create-post (exposed as './CreatePostPage'). */
export function CreatePostPage() {
  return (
    <RenovationScreen>
      <h1>{T.createPost.title}</h1>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default CreatePostPage;
