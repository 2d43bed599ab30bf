/**
 * Nothing typed is lost without a prompt: each block form reports whether it holds unsaved text,
 * and while any does, leaving the page (a link, the list, Back, a reload, closing the tab) asks
 * first, through the router's blocker and the browser's beforeunload.
 */
import { useBlocker } from '@tanstack/react-router'
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { m } from '@/paraglide/messages'

type Report = (id: string, unsaved: boolean) => void

const UnsavedContext = createContext<Report>(() => undefined)

/** Tells the page's guard whether the form `id` holds unsaved text (and that it holds none once gone). */
export function useReportUnsaved(id: string, unsaved: boolean): void {
  const report = useContext(UnsavedContext)
  useEffect(() => report(id, unsaved), [report, id, unsaved])
  useEffect(() => () => report(id, false), [report, id])
}

/**
 * Wraps one page's editor: tells which of its forms (`block:lang`) hold unsaved text, and guards
 * leaving while any does.
 */
export function UnsavedGuard({ children, onChange }: { children: ReactNode; onChange?: (ids: ReadonlyArray<string>) => void }) {
  const unsaved = useRef(new Set<string>())
  const [ids, setIds] = useState<ReadonlyArray<string>>([])
  const report = useCallback<Report>((id, isUnsaved) => {
    if (isUnsaved === unsaved.current.has(id)) return
    if (isUnsaved) unsaved.current.add(id)
    else unsaved.current.delete(id)
    setIds([...unsaved.current])
  }, [])
  useEffect(() => onChange?.(ids), [ids, onChange])
  useBlocker({
    // The text stays in this browser (local-drafts.ts) either way; the question is whether to go.
    shouldBlockFn: () => unsaved.current.size > 0 && !window.confirm(m.editor3_leave_confirm({ count: unsaved.current.size })),
    enableBeforeUnload: () => unsaved.current.size > 0,
  })
  return <UnsavedContext value={report}>{children}</UnsavedContext>
}
