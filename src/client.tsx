/**
 * Client entry. Before hydrating, it downloads the messages of the page's locale, and only
 * those: each locale's messages are a chunk of their own (scripts/paraglide-locale-split.mjs).
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from '@/lib/chunk-recovery'
import { provideMessages, type MessageDictionary } from '@/lib/active-messages'
import { splitLocalePath } from '@/lib/locale'

installChunkRecovery()
const { locale } = splitLocalePath(window.location.pathname)
const dictionary =
  locale === 'zh-CN' ? await import('virtual:paraglide-messages/zh-CN') : await import('virtual:paraglide-messages/en-US')
provideMessages(locale, dictionary as unknown as MessageDictionary)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
