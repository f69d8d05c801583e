// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  applyPreferences,
  loadBarOpen,
  loadPreferences,
  parsePreferences,
  saveBarOpen,
  savePreferences,
} from './preferences';

const stored = (values: Record<string, string>) => (key: string) => values[key] ?? null;

describe('preferences', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to zoom 0, normal colours, no bold, no sign language, light theme', () => {
    expect(parsePreferences(stored({}))).toEqual({
      zoom: 0, colorScheme: 'normal', bold: false, signLanguage: false, theme: 'light',
    });
    expect(loadPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('reads the spec keys zoom, cor, negrito, libras and tema', () => {
    const values = { zoom: '60', cor: 'high-contrast', negrito: 'true', libras: 'true', tema: 'dark' };
    expect(parsePreferences(stored(values))).toEqual({
      zoom: 60, colorScheme: 'high-contrast', bold: true, signLanguage: true, theme: 'dark',
    });
  });

  it('falls back to the default for each value it does not understand', () => {
    const values = { zoom: '35', cor: 'purple', negrito: 'yes', libras: '1', tema: '<script>' };
    expect(parsePreferences(stored(values))).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(stored({ zoom: '120' })).zoom).toBe(0);
    expect(parsePreferences(stored({ zoom: '' })).zoom).toBe(0);
  });

  it('saves every setting and loads it back', () => {
    const chosen = { zoom: 100, colorScheme: 'grayscale', bold: true, signLanguage: false, theme: 'dark' } as const;
    savePreferences(chosen);
    expect(localStorage.getItem('cor')).toBe('grayscale');
    expect(localStorage.getItem('negrito')).toBe('true');
    expect(loadPreferences()).toEqual(chosen);
  });

  it('applies the settings as attributes on the root element, and removes bold again', () => {
    const root = document.documentElement;
    applyPreferences({ zoom: 40, colorScheme: 'inverted', bold: true, signLanguage: false, theme: 'dark' });
    expect(root.getAttribute('data-zoom')).toBe('40');
    expect(root.style.getPropertyValue('--zoom')).toBe('0.4');
    expect(root.getAttribute('data-color-scheme')).toBe('inverted');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.getAttribute('data-bold')).toBe('true');
    applyPreferences(DEFAULT_PREFERENCES);
    expect(root.hasAttribute('data-bold')).toBe(false);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.getAttribute('data-color-scheme')).toBe('normal');
  });

  it('remembers whether the bar is open, closed by default', () => {
    expect(loadBarOpen()).toBe(false);
    saveBarOpen(true);
    expect(loadBarOpen()).toBe(true);
  });
});
