/**
 * Modules that belong in the client's entry chunk (`app`) although the entry itself does not use
 * them. The query hooks and the API client's request pipeline are in the code of nearly every
 * page, but only in code the router loads lazily, so the bundler gave them chunks of their own:
 * two more files on every first load, named in the import list of every chunk that uses them
 * (ADR 046, ninth round). The bundler puts a module in the entry chunk when the entry reaches it
 * statically, so the entry passes them here, and this keeps a reference it cannot prove unused.
 */
const kept: unknown[] = []

export function keepInEntryChunk(...modules: unknown[]): void {
  kept.push(...modules)
}
