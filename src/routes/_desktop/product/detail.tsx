import { createFileRoute } from '@tanstack/react-router'
import { loadProduct, parseProductDetailSearch, productDetailHead, ProductDetailPage } from './-product-detail-page'

export const Route = createFileRoute('/_desktop/product/detail')({
  validateSearch: parseProductDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps }) => loadProduct(queryClient, deps.id),
  head: ({ matches, loaderData }) => productDetailHead(matches, loaderData),
  component: DetailPage,
})

function DetailPage() {
  return <ProductDetailPage id={Route.useLoaderDeps().id!} />
}
