// What both report renderers (render.ts for CEDST, louvan-render.ts) draw with: element makers and
// the colour scale, so the two reports speak one visual language. It runs in the browser beside
// them, in the report page's script (client.ts), which passes `reportKit()` to the renderer.

export function reportKit() {
  const doc = document;
  function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
    const e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  // A light sequential scale over [0, 1]: dark text stays readable on every step.
  const STOPS: [number, number, number][] = [
    [250, 250, 246],
    [240, 244, 196],
    [206, 234, 160],
    [160, 214, 146],
    [104, 190, 128],
  ];
  function colour(v: number): string {
    const x = Math.min(1, Math.max(0, v)) * (STOPS.length - 1);
    const i = Math.min(STOPS.length - 2, Math.floor(x));
    const f = x - i;
    const a = STOPS[i]!;
    const b = STOPS[i + 1]!;
    return `rgb(${[0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f)).join(',')})`;
  }
  /** The scale as a CSS gradient, for a legend bar. */
  const gradient = (): string => `linear-gradient(to right, ${Array.from({ length: 11 }, (_, k) => `${colour(k / 10)} ${k * 10}%`).join(', ')})`;
  return {
    doc,
    el,
    colour,
    gradient,
    byId: (id: string): HTMLElement => doc.getElementById(id)!,
    fmt: (v: number): string => v.toFixed(3),
  };
}

export type ReportKit = ReturnType<typeof reportKit>;
