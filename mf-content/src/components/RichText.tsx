import { Fragment } from 'react';
import { SUPPORT_EMAIL_SLOT } from '@homeward/contracts';
import { useSupportEmail } from '@homeward/platform';
import type { Block, Rich } from '../content/types';
import { SmartLink } from './SmartLink';
import styles from '../shared/Page.module.css';

/** Content names the support address by its slot; the deployment's address is put in as it is drawn. */
export function RichText({ text }: { text: Rich }) {
  const supportEmail = useSupportEmail() ?? '';
  const fill = (value: string) => value.replaceAll(SUPPORT_EMAIL_SLOT, supportEmail);
  if (typeof text === 'string') return <>{fill(text)}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{fill(part)}</Fragment>
        ) : (
          <SmartLink key={index} to={fill(part.to)}>
            {fill(part.text)}
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
