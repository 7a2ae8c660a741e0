// The part of react-router the site uses, shared as `react-router`: a shared module ships whole,
// so sharing the library itself would send all of it to every page. A name missing here fails the
// build ("export … was not found"), so add it when a slice starts using it.
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
