// Work counted, not timed: a walk's cost on a deep page is the reads of a node's parent it makes.

/** Call `onRead` at every read of a node's parent in `doc` from now on (parentNode, and
 *  parentElement, which reads it); it may throw to stop a walk with no bound at once. Listing the
 *  nodes is iterative: the test pages are deeper than the stack. */
export function onParentRead(doc: Document, onRead: () => void): void {
  const stack: Node[] = [doc as unknown as Node];
  const nodes: Node[] = [];
  while (stack.length) {
    const n = stack.pop()!;
    nodes.push(n);
    for (const c of Array.from(n.childNodes)) stack.push(c);
  }
  for (const n of nodes) {
    let parent = n.parentNode;
    Object.defineProperty(n, 'parentNode', {
      configurable: true,
      get() {
        onRead();
        return parent;
      },
      set(v: ParentNode | null) {
        parent = v;
      },
    });
  }
}
