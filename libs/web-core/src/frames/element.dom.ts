/** An element with its attributes (undefined ones left out) and children, as JSX would write it: for the frame
 * scripts, which draw with the DOM before any framework has loaded. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
