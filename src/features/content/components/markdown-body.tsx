import { cn } from '@/lib/utils'

/**
 * Markdown rendered and sanitised on the server (src/server/content/markdown.server.ts), styled
 * by the typography plugin (`prose`): headings, lists, quotes, tables with rules. The public
 * article and the editor's preview both use it, so the preview shows what readers will see.
 * The text size follows the site's design scale (the root font size varies with the screen), and
 * prose's spacing follows the text size.
 */
export function MarkdownBody({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={cn(
        'prose max-w-760 text-dp-16! leading-relaxed text-foreground/90 max-[600px]:text-[16px]!',
        'prose-headings:font-semibold prose-headings:text-foreground prose-a:text-primary prose-a:underline-offset-4',
        'prose-table:block prose-table:overflow-x-auto prose-th:border-b prose-th:border-border prose-td:border-b prose-td:border-border',
        // A column aligned in the Markdown (`---:`): the sanitiser's class, over prose's own text-align.
        '[&_.md-align-center]:text-center [&_.md-align-right]:text-right',
        className,
      )}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
