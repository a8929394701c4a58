import { RENOVATION_TEXTS as T } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

/** /projects (exposed as './ProjectsPage'). */
export function ProjectsPage() {
  return (
    <RenovationScreen>
      <h1>{T.projects.title}</h1>
    </RenovationScreen>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default ProjectsPage;
