/** A message catalogue: namespaces of messages, nested. */
export type Messages = { [key: string]: string | Messages };
