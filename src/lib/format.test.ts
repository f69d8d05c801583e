import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, formatDateTime, formatMoney, formatMonth, formatNumber, formatPercent, formatTime, intlLocale, numberFormat } from './format';

// Intl separates some parts with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('intlLocale', () => {
  afterEach(() => i18n.activate('pt'));

  it('gives Brazilian Portuguese for pt and follows the active Lingui locale', () => {
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
    expect(intlLocale()).toBe('pt-BR');
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    expect(intlLocale()).toBe('fr');
    expect(formatMoney(2.5)).toBe('R$\u00a02,50');
    expect(intlLocale('xx')).toBe('pt-BR');
  });
});

describe('formatDate / formatDateTime', () => {
  it('writes a calendar day from the API in each language without moving it to the day before', () => {
    expect(formatDate('2026-03-01', { locale: 'pt' })).toBe('01/03/2026');
    expect(formatDate('2026-03-01', { locale: 'en' })).toBe('03/01/2026');
    expect(formatDate('2026-03-01', { locale: 'es' })).toBe('01/03/2026');
    expect(formatDate('2026-03-01', { locale: 'it' })).toBe('01/03/2026');
    expect(formatDate('2026-03-01', { locale: 'pt', style: 'long' })).toBe('1 de março de 2026');
    expect(formatDate('2026-03-01', { locale: 'fr', style: 'long' })).toBe('1 mars 2026');
  });

  it('writes a moment with hours and minutes in the given time zone', () => {
    const instant = '2026-11-22T17:05:00Z';
    expect(plain(formatDateTime(instant, { locale: 'pt', timeZone: 'America/Sao_Paulo' }))).toBe('22/11/2026, 14:05');
    expect(plain(formatDateTime(instant, { locale: 'en', timeZone: 'UTC' }))).toBe('11/22/2026, 05:05 PM');
    expect(formatDate(instant, { locale: 'pt', timeZone: 'UTC' })).toBe('22/11/2026');
    expect(formatTime(instant, { locale: 'pt', timeZone: 'UTC' })).toBe('17:05');
    expect(plain(formatTime(instant, { locale: 'en', timeZone: 'UTC' }))).toBe('05:05 PM');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('not a date', { locale: 'pt' })).toBe('');
    expect(formatDateTime('', { locale: 'pt' })).toBe('');
  });

  it('names months in the language', () => {
    expect(formatMonth(2026, 3, 'pt')).toBe('março');
    expect(formatMonth(2026, 3, 'en')).toBe('March');
    expect(formatMonth(2026, 12, 'es')).toBe('diciembre');
  });
});

describe('formatNumber / formatPercent', () => {
  it('uses the locale separators', () => {
    expect(formatNumber(1234.5, { locale: 'pt' })).toBe('1.234,5');
    expect(formatNumber(1234.5, { locale: 'en' })).toBe('1,234.5');
    expect(plain(formatNumber(1234.5, { locale: 'fr' }))).toBe('1 234,5');
    expect(formatPercent(0.6, 'pt')).toBe('60%');
    expect(plain(formatPercent(0.6, 'fr'))).toBe('60 %');
  });
});

describe('formatMoney (spec §9: R$, two decimals, comma by default, optional prefix and suffix)', () => {
  it('writes reais with two decimals and the language separators', () => {
    expect(plain(formatMoney(1234.5, { locale: 'pt' }))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(3, { locale: 'es' }))).toBe('R$ 3,00');
    expect(plain(formatMoney(1234.5, { locale: 'en' }))).toBe('R$ 1,234.50');
    expect(plain(formatMoney(0.005, { locale: 'pt' }))).toBe('R$ 0,01');
  });

  it('keeps the sign before the prefix, and drops it when the amount rounds to zero', () => {
    expect(plain(formatMoney(-5, { locale: 'pt' }))).toBe('-R$ 5,00');
    expect(plain(formatMoney(-0.001, { locale: 'pt' }))).toBe('R$ 0,00');
  });

  it('takes another prefix and a suffix', () => {
    expect(formatMoney(1.5, { locale: 'pt', prefix: '' })).toBe('1,50');
    expect(formatMoney(1.5, { locale: 'pt', prefix: 'Multa: R$ ', suffix: ' por dia' })).toBe('Multa: R$ 1,50 por dia');
  });
});

describe('kept formatters', () => {
  it('builds one Intl formatter per locale and options, and reuses it', () => {
    const first = dateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(numberFormat('pt-BR', { style: 'percent' })).toBe(numberFormat('pt-BR', { style: 'percent' }));
    expect(numberFormat('pt-BR', { style: 'percent' })).not.toBe(numberFormat('pt-BR', { style: 'decimal' }));
  });
});
