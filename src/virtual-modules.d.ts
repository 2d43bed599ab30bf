declare module 'virtual:paraglide-messages/*' {
  const messages: Record<string, (inputs: unknown) => string>
  export = messages
}
