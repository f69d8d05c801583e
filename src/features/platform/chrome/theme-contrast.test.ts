// WCAG 2.2 AA contrast (1.4.3: 4.5:1 for text) in each of the five looks of the
// accessibility bar, computed from the style sheets themselves: the palette of each look
// (the custom properties of :root, html[data-theme='dark'] and
// html[data-color-scheme='high-contrast']), the CSS filters of the inverted and grayscale
// looks applied the way the browser applies them (in sRGB, Filter Effects 1), and every
// rule that sets a text colour, a background, or both, in any look.
//
// The end-to-end axe runs (tests/e2e/accessibility.spec.ts) check every rule in the default
// look on every screen, and the colour rules in dark and high contrast; axe reads computed
// colours and ignores CSS filters, so the inverted and grayscale looks are checked here only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Rgb = [number, number, number];
type Look = 'normal' | 'inverted' | 'grayscale' | 'high contrast' | 'dark mode';
const LOOKS: Look[] = ['normal', 'inverted', 'grayscale', 'high contrast', 'dark mode'];
/** The selector prefix of the rules (and custom properties) that only one look applies. */
const PREFIX: Partial<Record<Look, string>> = {
  'dark mode': "html[data-theme='dark']",
  'high contrast': "html[data-color-scheme='high-contrast']",
  inverted: "html[data-color-scheme='inverted']",
  grayscale: "html[data-color-scheme='grayscale']",
};
const TEXT_TOKENS = ['--ink', '--muted', '--blue', '--blue-dark', '--ok', '--warn', '--error'];
const SURFACE_TOKENS = ['--paper', '--tint'];
/**
 * Rules with a transparent background and their own text colour: what lies behind them.
 * (Any other rule without a background is read on the page's surfaces, --paper and --tint.)
 */
const SITS_ON: Record<string, string> = {
  '.app-header a': '.app-header',
  '.app-tools .button-secondary': '.app-header',
  '.app-footer a': '.app-footer',
  '.app .menu-button': '.app-header',
  '.menu-button': '.app-header',
};
/** Rules with a background and no text of the page's (a video frame, the card's barcode picture). */
const NOT_TEXT = new Set(['.isbn-scanner-video', '.barcode']);
/** Inactive controls: WCAG 1.4.3 asks no contrast of them. */
const INACTIVE = /\[aria-disabled='true'\]|:disabled/;

// ---- colours -------------------------------------------------------------------------------

function parseColour(value: string): Rgb | null {
  const hex = value.trim().toLowerCase().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    return digits.map((d) => parseInt(d, 16) / 255) as Rgb;
  }
  if (value.trim() === 'white') return [1, 1, 1];
  if (value.trim() === 'black') return [0, 0, 0];
  return null;
}

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const apply = (m: number[][], c: Rgb): Rgb => m.map((row) => clamp(row[0] * c[0] + row[1] * c[1] + row[2] * c[2])) as Rgb;
/** hue-rotate(180deg) as Filter Effects 1 defines it (cos = -1, sin = 0). */
const HUE_ROTATE_180 = [
  [0.213 - 0.787, 0.715 + 0.715, 0.072 + 0.072],
  [0.213 + 0.213, 0.715 - 0.285, 0.072 + 0.072],
  [0.213 + 0.213, 0.715 + 0.715, 0.072 - 0.928],
];
const GRAYSCALE = [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]];
/** What the look's filter on <html> makes of a colour of the normal palette. */
const FILTER: Partial<Record<Look, (c: Rgb) => Rgb>> = {
  inverted: (c) => apply(HUE_ROTATE_180, [1 - c[0], 1 - c[1], 1 - c[2]]),
  grayscale: (c) => apply(GRAYSCALE, c),
};

// ---- style sheets ----------------------------------------------------------------------------

interface Rule { selector: string; declarations: Map<string, string> }

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/** Splits on commas outside parentheses (`a, :is(b, c)` → `a`, `:is(b, c)`). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Every style rule, @media blocks flattened (they change layout, not colour), one selector each. */
function readRules(): Rule[] {
  const rules: Rule[] = [];
  for (const file of cssFiles(path.resolve('src'))) {
    const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const selectors = match[1].replace(/@media[^{]*$/, '').trim();
      if (!selectors || selectors.startsWith('@')) continue;
      const declarations = new Map<string, string>();
      for (const declaration of match[2].split(';')) {
        const colon = declaration.indexOf(':');
        if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).replace('!important', '').trim());
      }
      for (const selector of splitTopLevel(selectors)) {
        // `prefix :is(a, b)` → `prefix a`, `prefix b`.
        const is = selector.match(/^(.*?):is\((.*)\)$/);
        const expanded = is ? splitTopLevel(is[2]).map((inner) => `${is[1]}${inner}`) : [selector];
        for (const one of expanded) rules.push({ selector: one.replace(/\s+/g, ' '), declarations });
      }
    }
  }
  return rules;
}

const RULES = readRules();

/** The look a selector belongs to (undefined: every look) and the selector without its prefix. */
function splitLook(selector: string): { look?: Look; base: string } {
  for (const [look, prefix] of Object.entries(PREFIX) as [Look, string][]) {
    if (selector === prefix) return { look, base: ':root' };
    if (selector.startsWith(`${prefix} `)) return { look, base: selector.slice(prefix.length + 1) };
  }
  return { base: selector };
}

/** The look's palette: :root's custom properties, then the look's own. */
function palette(look: Look): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const pass of ['every', 'own'] as const) {
    for (const rule of RULES) {
      const { look: only, base } = splitLook(rule.selector);
      if (base !== ':root' || (pass === 'every' ? only !== undefined : only !== look)) continue;
      for (const [name, value] of rule.declarations) if (name.startsWith('--')) tokens.set(name, value);
    }
  }
  return tokens;
}

/** A colour value of a look (var() with its fallback, hex, white/black); null when not a colour. */
function resolve(value: string, tokens: Map<string, string>): Rgb | null {
  const variable = value.match(/^var\((--[\w-]+)(?:,\s*(.+))?\)$/);
  if (variable) {
    const token = tokens.get(variable[1]);
    return token !== undefined ? resolve(token, tokens) : variable[2] ? resolve(variable[2], tokens) : null;
  }
  return parseColour(value);
}

/** The background colour a rule sets: `background-color`, or the colour of `background`. */
function backgroundOf(declarations: Map<string, string>): string | undefined {
  const value = declarations.get('background-color') ?? declarations.get('background');
  if (value === undefined) return undefined;
  return value.match(/var\([^)]*\)|#[0-9a-fA-F]{3,6}\b|\b(?:white|black|transparent|none)\b/)?.[0] ?? undefined;
}

/** Each selector's colour and background in the look: its rules for every look, then the look's own. */
function styles(look: Look): Map<string, { color?: string; background?: string }> {
  const bySelector = new Map<string, { color?: string; background?: string }>();
  for (const pass of ['every', 'own'] as const) {
    for (const rule of RULES) {
      const { look: only, base } = splitLook(rule.selector);
      if (base === ':root' || (pass === 'every' ? only !== undefined : only !== look)) continue;
      const color = rule.declarations.get('color');
      const background = backgroundOf(rule.declarations);
      if (color === undefined && background === undefined) continue;
      const entry = bySelector.get(base) ?? {};
      if (color !== undefined && color !== 'inherit') entry.color = color;
      if (background !== undefined) entry.background = background;
      bySelector.set(base, entry);
    }
  }
  return bySelector;
}

interface Pair { what: string; text: string; background: string }

/** Every text/background pair a look shows, as colour values of its palette. */
function pairs(look: Look): Pair[] {
  const found: Pair[] = [];
  for (const text of TEXT_TOKENS) {
    for (const surface of SURFACE_TOKENS) found.push({ what: `${text} on ${surface}`, text: `var(${text})`, background: `var(${surface})` });
  }
  const bySelector = styles(look);
  for (const [selector, { color, background }] of bySelector) {
    const transparent = background === undefined || background === 'transparent' || background === 'none';
    if ((transparent && color === undefined) || NOT_TEXT.has(selector) || INACTIVE.test(selector)) continue;
    const behind = SITS_ON[selector] ?? SITS_ON[selector.replace(/:hover$/, '')];
    const surfaces = !transparent
      ? [background!]
      : behind
        ? [bySelector.get(behind)?.background ?? 'var(--paper)']
        : ['var(--paper)', 'var(--tint)'];
    for (const surface of surfaces) found.push({ what: selector, text: color ?? 'var(--ink)', background: surface });
  }
  return found;
}

describe('text contrast in every look of the accessibility bar (WCAG 2.2 AA, 4.5:1)', () => {
  it('reads the palettes and the rules from the style sheets', () => {
    expect(palette('normal').get('--ink')).toBe('#1b1f24');
    expect(palette('dark mode').get('--paper')).not.toBe(palette('normal').get('--paper'));
    expect(palette('high contrast').get('--paper')).toBe('#000000');
    // The header's white on blue, and dark mode's own button.
    expect(pairs('normal')).toContainEqual({ what: '.app-header a', text: '#fff', background: 'var(--blue)' });
    expect(pairs('dark mode')).toContainEqual({ what: '.button', text: '#0b1520', background: 'var(--blue)' });
  });

  it('computes contrast and the filters as the browser does', () => {
    expect(contrast([0, 0, 0], [1, 1, 1])).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#767676')!, [1, 1, 1])).toBeCloseTo(4.54, 2);
    // Inverting turns white into black; grayscale keeps grey.
    expect(FILTER.inverted!([1, 1, 1])).toEqual([0, 0, 0]);
    expect(FILTER.grayscale!([0.5, 0.5, 0.5]).map((c) => c.toFixed(4))).toEqual(['0.5000', '0.5000', '0.5000']);
  });

  for (const look of LOOKS) {
    it(`every text colour on its background in the ${look} look`, () => {
      const own = FILTER[look] ? 'normal' : look;
      const tokens = palette(own);
      const filter = FILTER[look] ?? ((c: Rgb) => c);
      const failures: string[] = [];
      let checked = 0;
      for (const pair of pairs(own)) {
        const text = resolve(pair.text, tokens);
        const background = resolve(pair.background, tokens);
        if (!text || !background) continue;
        checked += 1;
        const ratio = contrast(filter(text), filter(background));
        if (ratio < 4.5) failures.push(`${pair.what}: ${pair.text} on ${pair.background} is ${ratio.toFixed(2)}:1`);
      }
      expect(checked).toBeGreaterThan(30);
      expect(failures).toEqual([]);
    });
  }
});
