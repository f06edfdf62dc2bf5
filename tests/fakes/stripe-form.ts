/** Decodes the SDK's form bodies (`a[b][0][c]=v`) into nested objects and arrays. */
type Node = Record<string, unknown>;

function assign(target: Node, keys: string[], value: string): void {
  let node: Node = target;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    if (last) {
      node[key] = value;
      return;
    }
    node[key] ??= /^\d+$/.test(keys[i + 1] ?? "") ? [] : {};
    node = node[key] as Node;
  });
}

export function decodeForm(body: string): Node {
  const out: Node = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name
      .replace(/\]/g, "")
      .split("[")
      .filter((k, i) => k !== "" || i === 0);
    assign(out, keys, value);
  }
  return out;
}
