import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BUY_PLACE, paths } from '@homeward/contracts';
import { savedSearchesQuery } from '@homeward/platform';
import { QueryState } from '../../components/QueryState';
import { cardClass } from '../../shared/card';
import { SavedSearchItem } from './SavedSearchItem';
import styles from './SavedSearches.module.css';

export function SavedSearchList() {
  const searches = useQuery(savedSearchesQuery);
  return (
    <QueryState query={searches} loading="Loading your saved searches…">
      {(items) =>
        items.length === 0 ? (
          <div className={cardClass}>
            <p>You have no saved searches yet. Search for homes, then choose “Save search” above the results.</p>
            <Link to={paths.search.listings.href(BUY_PLACE)}>Search homes</Link>
          </div>
        ) : (
          <ul className={styles.list}>
            {items.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
