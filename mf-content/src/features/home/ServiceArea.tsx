import { Link } from 'react-router';
import { serviceArea } from '../../content/home';
import styles from './Home.module.css';
import { paths } from '@homeward/contracts';

export function ServiceArea() {
  return (
    <section className={styles.section} aria-labelledby="area-heading">
      <h2 id="area-heading">{serviceArea.heading}</h2>
      <p>{serviceArea.text}</p>
      <div className={styles.areas}>
        {serviceArea.states.map((state) => (
          <div key={state.code} className={styles.area}>
            <h3>{state.name}</h3>
            <ul>
              {state.cities.map((city) => (
                <li key={city}>
                  <Link to={paths.search.listings.href({ state: state.code, city })}>
                    Homes for sale in {city}, {state.code}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
