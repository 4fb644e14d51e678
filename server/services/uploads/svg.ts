import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * SVG sanitiser by allowlist: only drawing elements and presentation attributes survive;
 * scripts, event handlers, <style>, <foreignObject>, <image>, links and every reference that
 * is not to a fragment of the same file (`#id`) are dropped. A file with a DOCTYPE (entities)
 * or that is not well-formed XML is refused (null).
 */
const ELEMENTOS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
]);

const ATRIBUTOS = new Set([
  'id',
  'class',
  'style',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'fr',
  'offset',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'markerUnits',
  'pathLength',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'marker-start',
  'marker-mid',
  'marker-end',
  'stop-color',
  'stop-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'filter',
  'flood-color',
  'flood-opacity',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'radius',
  'xml:space',
  'version',
  'xmlns',
  'xmlns:xlink',
  'href',
  'xlink:href',
  'aria-label',
  'aria-hidden',
  'role',
  'focusable',
  'filterUnits',
  'primitiveUnits',
]);

const ONLY_FRAGMENT = /^#[A-Za-z_][\w.-]*$/;
/** Any url(...) that is not url(#id) would fetch something from elsewhere. */
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;
const DANGEROUS = /javascript:|data:|@import|expression\s*\(|\\/i;

type Node = Record<string, unknown>;

/** Deeper than any real drawing: a file nested further is refused rather than walked. */
const PROFUNDIDADE_MAXIMA = 64;
class FundoDemais extends Error {}

function attributeAllowed(name: string, value: string): boolean {
  if (!ATRIBUTOS.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') return ONLY_FRAGMENT.test(value.trim());
  if (name === 'xmlns' || name === 'xmlns:xlink') return /^http:\/\/www\.w3\.org\/(2000\/svg|1999\/xlink)$/.test(value);
  return !EXTERNAL_URL.test(value) && !DANGEROUS.test(value);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function serialize(nodes: Node[], insideText: boolean, depth = 0): string {
  if (depth > PROFUNDIDADE_MAXIMA) throw new FundoDemais();
  let out = '';
  for (const node of nodes) {
    if ('#text' in node) {
      // Text only matters inside text elements; elsewhere it is formatting whitespace.
      if (insideText) out += escapeText(String(node['#text']));
      continue;
    }
    const name = Object.keys(node).find((k) => k !== ':@');
    if (!name || !ELEMENTOS.has(name)) continue;
    const attrs = (node[':@'] ?? {}) as Record<string, unknown>;
    const kept = Object.entries(attrs)
      .filter(([k, v]) => typeof v === 'string' && attributeAllowed(k, v))
      .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
      .join('');
    const children = serialize(
      (node[name] as Node[]) ?? [],
      insideText || name === 'text' || name === 'title' || name === 'desc',
      depth + 1,
    );
    out += children ? `<${name}${kept}>${children}</${name}>` : `<${name}${kept}/>`;
  }
  return out;
}

export function sanitizarSvg(bytes: Buffer): Buffer | null {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  // Measured without recursion before any parser walks it.
  if (maxDepth(text) > PROFUNDIDADE_MAXIMA) return null;
  let tree: Node[];
  try {
    if (XMLValidator.validate(text) !== true) return null;
    tree = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      allowBooleanAttributes: false,
      processEntities: true,
      htmlEntities: false,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
    }).parse(text) as Node[];
  } catch {
    return null;
  }
  const roots = tree.filter((n) => !('#text' in n) && !('#comment' in n));
  if (roots.length !== 1 || !('svg' in roots[0]!)) return null;
  const root = roots[0];
  const attrs = { ...((root[':@'] ?? {}) as Record<string, unknown>), xmlns: 'http://www.w3.org/2000/svg' };
  try {
    return Buffer.from(serialize([{ svg: root.svg, ':@': attrs }], false), 'utf8');
  } catch (err) {
    if (err instanceof FundoDemais || err instanceof RangeError) return null;
    throw err;
  }
}

/** The deepest element nesting, counted without recursion. */
function maxDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (const m of text.matchAll(/<(\/?)[A-Za-z][^>]*?(\/?)>/g)) {
    if (m[1]) depth--;
    else if (!m[2]) max = Math.max(max, ++depth);
  }
  return max;
}
