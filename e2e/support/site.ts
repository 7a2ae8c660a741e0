// The site under test: the production builds, published and served exactly as `npm start` does.
import '../../scripts/start';
