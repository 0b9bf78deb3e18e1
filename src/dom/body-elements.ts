// Every element inside a <body>, in document order: what querySelectorAll('body *') lists, without
// its cost. css-select tests a descendant combinator by walking up each element's ancestors, so
// on a page of 20,000 nested elements the query alone took 20 s; this walk visits each node once
// and ticks the budget as it goes.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';

/** The elements that have a `<body>` ancestor, in document order. `stage` names the budget's
 *  stage in a timeout. */
export function bodyElements(doc: Document, deadline: Deadline = NO_DEADLINE, stage = 'metadata'): Element[] {
  const out: Element[] = [];
  const stack: { node: Node; inBody: boolean }[] = [];
  // childNodes, read once per node, not firstChild/nextSibling: linkedom's doctype has no
  // nextSibling, which would end the walk at it.
  const kids = Array.from(doc.childNodes);
  for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, inBody: false });
  while (stack.length) {
    const { node, inBody } = stack.pop()!;
    deadline.tick(stage);
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    if (inBody) out.push(el);
    // A <template>'s contents are no part of the page (querySelectorAll leaves them out too).
    if (el.localName === 'template') continue;
    const under = inBody || el.localName.toLowerCase() === 'body';
    const kids = Array.from(el.childNodes);
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, inBody: under });
  }
  return out;
}
