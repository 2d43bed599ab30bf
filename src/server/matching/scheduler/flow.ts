// Maximum-weight bipartite matching with at most `limit` edges, by min-cost flow: successive
// shortest paths with Johnson potentials (Dijkstra on reduced costs). Each augmentation adds
// one edge to the matching and is the cheapest possible, so after j augmentations the matching
// is a maximum-weight matching of size j; we stop at `limit` or when no path gains weight.
// Deterministic: ties go to the lower node index.

export interface WeightedEdge {
  left: number
  right: number
  /** Must be > 0; edges with weight ≤ 0 are ignored. */
  weight: number
}

/** Returns the indices (into `edges`) of the chosen edges, ascending. */
export function maxWeightMatching(leftCount: number, rightCount: number, edges: readonly WeightedEdge[], limit: number): number[] {
  const source = 0
  const sink = leftCount + rightCount + 1
  const nodeCount = sink + 1
  // Residual graph as flat typed arrays: edge e and its reverse e ^ 1.
  const maxEdges = 2 * (leftCount + rightCount + edges.length)
  const to = new Int32Array(maxEdges)
  const cap = new Int32Array(maxEdges)
  const cost = new Float64Array(maxEdges)
  const next = new Int32Array(maxEdges)
  const head = new Int32Array(nodeCount).fill(-1)
  let edgeCount = 0
  const add = (u: number, v: number, w: number) => {
    const e = edgeCount
    to[e] = v
    cap[e] = 1
    cost[e] = w
    next[e] = head[u]
    head[u] = e
    to[e + 1] = u
    cap[e + 1] = 0
    cost[e + 1] = -w
    next[e + 1] = head[v]
    head[v] = e + 1
    edgeCount += 2
  }
  for (let l = 0; l < leftCount; l++) add(source, 1 + l, 0)
  for (let r = 0; r < rightCount; r++) add(1 + leftCount + r, sink, 0)
  const firstPairEdge = edgeCount
  const pairEdge = new Int32Array(Math.max(1, edges.length)) // (residual edge − first) / 2 → input edge index
  edges.forEach((e, i) => {
    if (!(e.weight > 0)) return
    pairEdge[(edgeCount - firstPairEdge) >> 1] = i
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
  const heap = new MinHeap()
  let flow = 0
  while (flow < limit) {
    dist.fill(Infinity)
    done.fill(0)
    prevEdge.fill(-1)
    dist[source] = 0
    heap.push(0, source)
    while (heap.size) {
      const u = heap.pop()
      if (done[u]) continue
      done[u] = 1
      for (let e = head[u]; e !== -1; e = next[e]) {
        if (cap[e] <= 0) continue
        const v = to[e]
        const nd = dist[u] + cost[e] + potential[u] - potential[v]
        if (nd < dist[v] - 1e-9) {
          dist[v] = nd
          prevEdge[v] = e
          heap.push(nd, v)
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
  for (let e = firstPairEdge; e < edgeCount; e += 2) if (cap[e] === 0) chosen.push(pairEdge[(e - firstPairEdge) >> 1])
  return chosen.toSorted((a, b) => a - b)
}

/** A binary min-heap of (key, node) with lazy deletion; equal keys pop the lower node first. */
class MinHeap {
  private keys: number[] = []
  private nodes: number[] = []
  get size() {
    return this.keys.length
  }
  private less(i: number, j: number) {
    return this.keys[i] < this.keys[j] || (this.keys[i] === this.keys[j] && this.nodes[i] < this.nodes[j])
  }
  private swap(i: number, j: number) {
    ;[this.keys[i], this.keys[j]] = [this.keys[j], this.keys[i]]
    ;[this.nodes[i], this.nodes[j]] = [this.nodes[j], this.nodes[i]]
  }
  push(key: number, node: number) {
    this.keys.push(key)
    this.nodes.push(node)
    for (let i = this.keys.length - 1; i > 0;) {
      const parent = (i - 1) >> 1
      if (!this.less(i, parent)) break
      this.swap(i, parent)
      i = parent
    }
  }
  pop(): number {
    const top = this.nodes[0]
    const lastKey = this.keys.pop()!
    const lastNode = this.nodes.pop()!
    if (this.keys.length) {
      this.keys[0] = lastKey
      this.nodes[0] = lastNode
      for (let i = 0; ;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < this.keys.length && this.less(l, m)) m = l
        if (r < this.keys.length && this.less(r, m)) m = r
        if (m === i) break
        this.swap(i, m)
        i = m
      }
    }
    return top
  }
}
