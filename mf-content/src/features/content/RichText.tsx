import { Fragment } from 'react';
import type { Block, Rich } from '../../content/types';
import { SmartLink } from './SmartLink';
import styles from '../../pages/Page.module.css';

export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SmartLink key={index} to={part.to}>
            {part.text}
          </SmartLink>
        ),
      )}
    </>
  );
}

export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className={styles.note}>
          <RichText text={block.text} />
        </p>
      );
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}
