import { describe, expect, it } from 'vitest';
import { buttonsToShow, type OfferFacts } from './third-party-offer';

const ALL: OfferFacts = {
  offered: ['google', 'apple', 'tr'],
  telegramBot: false,
  site: 'BYBIT',
  hiddenByOption: false,
  inTelegram: false,
  visitorCountry: 'DE',
};

describe('the third-party block (behaviour §6 "Third-party sign-in")', () => {
  it('shows Google then Apple for the providers the server offers, never the Turkish one', () => {
    expect(buttonsToShow(ALL)).toEqual(['google', 'apple']);
    expect(buttonsToShow({ ...ALL, offered: ['apple'] })).toEqual(['apple']);
  });

  it('a provider the server does not offer shows no button', () => {
    expect(buttonsToShow({ ...ALL, offered: [] })).toEqual([]);
  });

  it('Turkish site shows one Turkish button, when the server offers it', () => {
    expect(buttonsToShow({ ...ALL, site: 'TUR' })).toEqual(['tr']);
    expect(buttonsToShow({ ...ALL, site: 'TUR', offered: ['google', 'apple'] })).toEqual([]);
  });

  it('hidden by the hideThirdParty option', () => {
    expect(buttonsToShow({ ...ALL, hiddenByOption: true })).toEqual([]);
  });

  it('third-party block hidden on the Kazakhstan site', () => {
    expect(buttonsToShow({ ...ALL, site: 'KAZ' })).toEqual([]);
  });

  it('third-party block hidden on Telegram app', () => {
    expect(buttonsToShow({ ...ALL, inTelegram: true })).toEqual([]);
  });

  it('Continue with Telegram after Google and Apple when the server names the bot', () => {
    const telegram = { ...ALL, telegramBot: true };
    expect(buttonsToShow(telegram)).toEqual(['google', 'apple', 'telegram']);
    expect(buttonsToShow({ ...telegram, offered: [] })).toEqual(['telegram']);
    expect(buttonsToShow({ ...telegram, visitorCountry: 'CN' })).toEqual(['apple', 'telegram']);
  });

  it('no Telegram button on the Kazakhstan site, inside the Telegram app, with hideThirdParty, or on the Turkish site', () => {
    const telegram = { ...ALL, telegramBot: true };
    expect(buttonsToShow({ ...telegram, site: 'KAZ' })).toEqual([]);
    expect(buttonsToShow({ ...telegram, inTelegram: true })).toEqual([]);
    expect(buttonsToShow({ ...telegram, hiddenByOption: true })).toEqual([]);
    expect(buttonsToShow({ ...telegram, site: 'TUR' })).toEqual(['tr']);
  });

  it('Google hidden for Chinese visitors (the server sees the visitor in CN)', () => {
    expect(buttonsToShow({ ...ALL, visitorCountry: 'CN' })).toEqual(['apple']);
    expect(buttonsToShow({ ...ALL, visitorCountry: undefined })).toEqual(['google', 'apple']);
  });
});
