import { paths } from '@homeward/contracts';
import { Link, useParams } from 'react-router';
import { useMissingPage, usePageTitle } from '@homeward/platform';
import { findPost, posts } from '../content/posts';
import { PostList, PostMeta } from '../features/blog/PostList';
import { BlockView } from '../components/RichText';
import styles from '../shared/Page.module.css';
import { classes, layoutStyles } from '@homeward/ui';

/** /blog and /blog/posts: every post, newest first. */
export function BlogIndexPage() {
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>The Homeward blog</h1>
      <p className={styles.lead}>Plain advice on buying and selling in Washington and Massachusetts, from our agents and closing team.</p>
      <PostList />
    </article>
  );
}

/** An address with no post: answered with 404 when drawn on the server, and every post to choose from. */
function PostNotFound() {
  useMissingPage();
  usePageTitle('Post not found');
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <p className={styles.breadcrumb}>
        <Link to={paths.content.blog.href()}>Blog</Link>
      </p>
      <h1>We could not find that post</h1>
      <p className={styles.lead}>The post may have been renamed or taken down. Here is everything we have published.</p>
      <PostList />
    </article>
  );
}

/** /blog/posts/:id — one post, or a clear not-found state with the other posts. */
export default function BlogPage() {
  const { id } = useParams();
  const post = id ? findPost(id) : undefined;
  usePageTitle(post?.title);
  if (!id) return <BlogIndexPage />;
  if (!post) return <PostNotFound />;
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <p className={styles.breadcrumb}>
        <Link to={paths.content.blog.href()}>Blog</Link>
      </p>
      <h1>{post.title}</h1>
      <PostMeta post={post} />
      <p className={styles.lead}>{post.summary}</p>
      {post.body.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
      <h2>More from the blog</h2>
      <ul>
        {posts
          .filter((other) => other.id !== post.id)
          .map((other) => (
            <li key={other.id}>
              <Link to={paths.content.blogPost.href(other.id)}>{other.title}</Link>
            </li>
          ))}
      </ul>
    </article>
  );
}
