import styles from './Page.module.css';

export default function AboutPage() {
  return (
    <article className={styles.page}>
      <h1>About Homeward</h1>
      <p className={styles.lead}>
        Homeward helps people in Washington and Massachusetts find, tour and buy a home, and hands back part of the buyer&apos;s
        agent commission at closing.
      </p>
      <h2>What we do</h2>
      <p>
        You search homes on a map and in a list, save the ones you like, book tours with a licensed local agent, and make an
        offer when you are ready. When the sale closes, we refund part of the commission the seller pays your agent.
      </p>
    </article>
  );
}
