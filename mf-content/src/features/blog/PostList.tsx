import { paths } from '@homeward/contracts';
import { posts, type Post } from '../../content/posts';
import styles from '../../shared/Page.module.css';
import { SmartLink } from '../../components/SmartLink';
import { formatCalendarDay } from '@homeward/domain';
import { stackClass, primitiveStyles } from '@homeward/ui';

function publishedText(iso: string): string {
  return formatCalendarDay(iso, 'long');
}

export function PostMeta({ post }: { post: Post }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.published}>{publishedText(post.published)}</time> · {post.author} · {post.readingMinutes} min read
    </p>
  );
}

export function PostList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={stackClass(4, primitiveStyles.plainList, styles.cards)}>
      {posts.map((post) => (
        <li key={post.id} className={styles.card}>
          <Heading>
            <SmartLink to={paths.content.blogPost.href(post.id)}>{post.title}</SmartLink>
          </Heading>
          <PostMeta post={post} />
          <p>{post.summary}</p>
        </li>
      ))}
    </ul>
  );
}

