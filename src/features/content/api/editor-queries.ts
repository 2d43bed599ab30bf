/**
 * The content editor's reads and writes: personal to the editor's session, so keyed by
 * the viewer's user id and fetched after hydration. A save refreshes the page's drafts; a publish
 * also the list (the public page's cache is dropped on the server).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadMutation } from '@/api/client/common.gen'
import {
  editorArrangeMutation,
  editorCreateMutation,
  editorItems,
  editorPage,
  editorPublishMutation,
  editorSaveMutation,
} from '@/api/client/editor.gen'
import type { EditorRef } from '@/api/contract/content-constants'
import type { InputOf } from '@/api/contract/define'
import type { editorSave } from '@/api/contract/editor'

export type EditorSaveInput = InputOf<typeof editorSave>

export const editorItemsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['editor', 'editorItems', userId] as const,
    queryFn: ({ signal }) => editorItems({}, { signal }),
    retry: false,
  })

export const editorPageQuery = (userId: number, slug: EditorRef) =>
  queryOptions({
    queryKey: ['editor', 'editorPage', { slug }, userId] as const,
    queryFn: ({ signal }) => editorPage({ slug }, { signal }),
    retry: false,
  })

/**
 * Saves the changed blocks of a page in one language, all or nothing (the editor's one Save per
 * page and language). `onSaved` runs before the page is fetched again: the copies of the saved
 * text kept in this browser are dropped first, so the fresh forms never take them for unsaved text.
 */
export function useEditorSaveMutation(onSaved?: (input: EditorSaveInput) => void) {
  const client = useQueryClient()
  return useMutation({
    ...editorSaveMutation({ toast: false }),
    onSuccess: (_answer, input) => {
      onSaved?.(input)
      return client.invalidateQueries({ queryKey: ['editor'] })
    },
  })
}

export function useEditorPublishMutation() {
  const client = useQueryClient()
  return useMutation({
    ...editorPublishMutation({ toast: false }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['editor'] }), client.invalidateQueries({ queryKey: ['content'] })]),
  })
}

/** Adds an article, case or FAQ (the list shows it at once). */
export function useEditorCreateMutation() {
  const client = useQueryClient()
  return useMutation({
    ...editorCreateMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['editor'] }),
  })
}

/** Reorders or removes a page's blocks. */
export function useEditorArrangeMutation() {
  const client = useQueryClient()
  return useMutation({
    ...editorArrangeMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['editor'] }),
  })
}

/** An image for the content, with its alt text in both languages (common/upload, purpose `content`). */
export function useEditorUploadMutation() {
  return useMutation(uploadMutation({ toast: false }))
}
