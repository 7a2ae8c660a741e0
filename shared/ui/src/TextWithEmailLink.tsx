/** A message naming an email address: the address becomes a mail link; the rest stays plain text. */
export function TextWithEmailLink({ text, email }: { text: string; email: string }) {
  const at = email ? text.indexOf(email) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${email}`}>{email}</a>
      {text.slice(at + email.length)}
    </>
  );
}
