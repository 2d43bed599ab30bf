// Maximum-weight bipartite matching with at most `limit` edges, by min-cost flow: successive
// shortest paths with Johnson potentials (Dijkstra on reduced costs). Each augmentation adds
// one edge to the matching and is the cheapest possible, so after j augmentations the matching
// is a maximum-weight matching of size j; we stop at `limit` or when no path gains weight.
// Deterministic: ties go to the lower node index / the earlier edge.

export interface WeightedEdge {
  left: number
  right: number
  /** Must be > 0; edges with weight ≤ 0 are ignored. */
  weight: number
}

/** Returns the indices (into `edges`) of the chosen edges, ascending. */
export function maxWeightMatching(
  leftCount: number,
  rightCount: number,
  edges: readonly WeightedEdge[],
  limit: number,
): number[] {
  const source = 0
  const sink = leftCount + rightCount + 1
  const nodeCount = sink + 1
  // Residual graph as flat arrays: edge e and its reverse e ^ 1.
  const to: number[] = []
  const cap: number[] = []
  const cost: number[] = []
  const head = new Int32Array(nodeCount).fill(-1)
  const next: number[] = []
  const add = (u: number, v: number, w: number) => {
    to.push(v, u)
    cap.push(1, 0)
    cost.push(w, -w)
    next.push(head[u], head[v])
    head[u] = to.length - 2
    head[v] = to.length - 1
  }
  for (let l = 0; l < leftCount; l++) add(source, 1 + l, 0)
  for (let r = 0; r < rightCount; r++) add(1 + leftCount + r, sink, 0)
  const pairEdge: number[] = [] // residual edge id → input edge index
  const firstPairEdge = to.length
  edges.forEach((e, i) => {
    if (!(e.weight > 0)) return
    pairEdge[to.length - firstPairEdge] = i
    add(1 + e.left, 1 + leftCount + e.right, -e.weight)
  })

  // Initial potentials valid for the negative pair costs (the graph is a DAG at the start).
  const potential = new Float64Array(nodeCount)
  let minRight = 0
  for (let r = 0; r < rightCount; r++) {
    const node = 1 + leftCount + r
    let p = 0
    for (let e = head[node]; e !== -1; e = next[e]) if (cap[e ^ 1] > 0 && e % 2 === 1) p = Math.min(p, -cost[e])
    potential[node] = p
    minRight = Math.min(minRight, p)
  }
  potential[sink] = minRight

  const dist = new Float64Array(nodeCount)
  const prevEdge = new Int32Array(nodeCount)
  const done = new Uint8Array(nodeCount)
  let flow = 0
  while (flow < limit) {
    dist.fill(Infinity)
    done.fill(0)
    prevEdge.fill(-1)
    dist[source] = 0
    for (;;) {
      let u = -1
      let best = Infinity
      for (let v = 0; v < nodeCount; v++) {
        if (!done[v] && dist[v] < best) {
          best = dist[v]
          u = v
        }
      }
      if (u === -1) break
      done[u] = 1
      for (let e = head[u]; e !== -1; e = next[e]) {
        if (cap[e] <= 0) continue
        const v = to[e]
        const nd = dist[u] + cost[e] + potential[u] - potential[v]
        if (nd < dist[v] - 1e-9) {
          dist[v] = nd
          prevEdge[v] = e
        }
      }
    }
    if (dist[sink] === Infinity) break
    // The real path cost; stop when augmenting would not add weight.
    const pathCost = dist[sink] + potential[sink] - potential[source]
    if (pathCost >= -1e-9) break
    // Unreachable nodes get the largest distance: their reduced costs stay non-negative.
    let farthest = 0
    for (let v = 0; v < nodeCount; v++) if (dist[v] < Infinity) farthest = Math.max(farthest, dist[v])
    for (let v = 0; v < nodeCount; v++) potential[v] += dist[v] < Infinity ? dist[v] : farthest
    for (let v = sink; v !== source; v = to[prevEdge[v] ^ 1]) {
      cap[prevEdge[v]] -= 1
      cap[prevEdge[v] ^ 1] += 1
    }
    flow++
  }
  const chosen: number[] = []
  for (let e = firstPairEdge; e < to.length; e += 2) if (cap[e] === 0) chosen.push(pairEdge[e - firstPairEdge])
  return chosen.toSorted((a, b) => a - b)
}
