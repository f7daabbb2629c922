'use client';

import { useSyncExternalStore } from 'react';

/** This page in another language, offered in that language's own words. */
export type LanguageOfferItem = { lang: string; href: string; text: string };

const subscribe = () => () => {};
const preferred = () => navigator.languages.map((tag) => tag.split('-')[0]!.toLowerCase()).join(' ');

/**
 * One line offering this page in the language the browser prefers, when the site has it and this page is
 * not in it. Never a redirect: the visitor chooses. Known only in the browser, so the HTML has no offer.
 */
export function LanguageOffer({ offers, pageLang }: { offers: LanguageOfferItem[]; pageLang: string }) {
  const languages = useSyncExternalStore(subscribe, preferred, () => '');
  const first = languages.split(' ')[0];
  const offer = first !== pageLang ? offers.find((item) => item.lang === first) : undefined;
  if (!offer) return null;
  return (
    <p lang={offer.lang} className="bg-lime-soft px-4 py-2 text-center text-sm font-semibold">
      <a href={offer.href} hrefLang={offer.lang} className="text-forest underline underline-offset-4">
        {offer.text}
      </a>
    </p>
  );
}
