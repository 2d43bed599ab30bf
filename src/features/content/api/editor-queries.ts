/**
 * The content editor's reads and writes (issue 31): personal to the editor's session, so keyed by
 * the viewer's user id and fetched after hydration. A save refreshes the page's drafts; a publish
 * also the list (the public page's cache is dropped on the server).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { editorItems, editorPage, editorPublishMutation, editorSaveBlockMutation } from '@/api/client/editor.gen'
import type { ContentSlug } from '@/api/contract/content'

export const editorItemsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['editor', 'editorItems', userId] as const,
    queryFn: ({ signal }) => editorItems({}, { signal }),
    retry: false,
  })

export const editorPageQuery = (userId: number, slug: ContentSlug) =>
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
