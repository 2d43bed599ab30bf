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
  editorSaveBlockMutation,
} from '@/api/client/editor.gen'
import type { EditorRef } from '@/api/contract/content-constants'

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

export function useEditorSaveMutation() {
  const client = useQueryClient()
  return useMutation({
    ...editorSaveBlockMutation({ toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['editor'] }),
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
