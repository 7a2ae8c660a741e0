// The part of react-router the site uses, shared as `react-router`: a shared module ships whole,
// so sharing the library itself would send all of it to every page. A name missing here reaches
// the page as `undefined` (the build does not see it through the federation share):
// sharedParts.test.ts fails on it, so add names here when a slice starts using them.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@homeward/react-router-whole';
