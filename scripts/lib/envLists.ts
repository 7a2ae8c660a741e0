// Lists the scripts read from the environment: origins to allow, names to include.

/** A comma-separated setting as a list: items trimmed, empty ones dropped; unset is an empty list. */
export function envList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Both spellings a browser may use for a server on this machine's port. */
export function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
