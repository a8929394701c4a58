// The router for every app, through this shared singleton: react-router itself is not shared. Shared, it shipped
// whole to every page (64 kB gzip, its server and RSC parts included) because a shared module cannot be
// tree-shaken; re-exported here, the shell bundles only these parts and the remotes use the shell's copy, so
// there is still one router context on the page. Apps import these from '@reformas/web-core', never from
// 'react-router' (eslint.config.mjs).
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  ScrollRestoration,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
// The data router's provider, with react-dom's flushSync (the shell's one router: react-router's own scroll
// restoration needs it).
export { RouterProvider } from 'react-router/dom';
