/**
 * Where a piece of text is drawn (stories that check bidirectional order by layout, not by markup): the box of the
 * first occurrence of `text` inside one text node under `root`.
 */
export function rectOf(root: Element, text: string): DOMRect {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = root.ownerDocument.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${text}" is not drawn under ${root.tagName}`);
}

/** Whether box `a` lies wholly to the left of box `b` (a pixel of rounding allowed). */
export const leftOf = (a: DOMRect, b: DOMRect) => a.right <= b.left + 1;
