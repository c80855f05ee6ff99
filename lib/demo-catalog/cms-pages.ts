/**
 * The CMS pages of the demo catalogue in every store language: home, about us, privacy (German
 * slug `datenschutzerklaerung`, elsewhere `privacy`), legal, magazine, sale, order tracking,
 * customer service, contacts, the help hub with its topics, and one unpublished draft that only
 * an editor's preview shows.
 */
import type { CmsPage } from '@/lib/catalog/documents';
import type { Language, Localized } from './languages';
import { escapeMarkup } from './markup';
import { daysFromReference } from './shop-activity';

/** Help topics of the FAQ hub (spec 02 §2); page identifiers are `help-{topic}`. */
export const HELP_TOPICS = ['coupon-redemption', 'order', 'delivery', 'complaint', 'return', 'invoice', 'products', 'account', 'payment'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export function helpTopicIdentifier(topic: HelpTopic): string {
  return `help-${topic}`;
}

/** Spec 02 §2: the German data-protection page slug is datenschutzerklaerung. */
export const PRIVACY_PAGE_IDENTIFIER: Localized = { de: 'datenschutzerklaerung', en: 'privacy', nl: 'privacy', it: 'privacy' };

export const DEMO_CMS_PAGE_IDENTIFIERS = {
  home: 'home',
  aboutUs: 'about-us',
  legal: 'legal',
  magazine: 'magazine',
  sale: 'sale',
  orderTracking: 'order-tracking',
  customerService: 'customer-service',
  contacts: 'contacts',
  help: 'help',
  /** Unpublished (active false): hidden from shoppers, shown in an editor's preview. */
  draft: 'draft-preview',
} as const;

interface PageText {
  readonly title: Localized;
  readonly body: Localized;
}

const PAGES: Readonly<Record<keyof typeof DEMO_CMS_PAGE_IDENTIFIERS | 'privacy', PageText>> = {
  home: {
    title: { de: 'Kaffee, Maschinen & Zubehör', en: 'Coffee, machines & accessories', nl: 'Koffie, machines & accessoires', it: 'Caffè, macchine e accessori' },
    body: {
      de: 'Frisch gerösteter Kaffee, ausgesuchte Maschinen und alles für deine Kaffeebar – schnell geliefert.',
      en: 'Freshly roasted coffee, hand-picked machines and everything for your coffee bar, delivered fast.',
      nl: 'Vers gebrande koffie, zorgvuldig gekozen machines en alles voor uw koffiebar, snel geleverd.',
      it: 'Caffè tostato fresco, macchine selezionate e tutto per il tuo angolo caffè, consegnati rapidamente.',
    },
  },
  aboutUs: {
    title: { de: 'Über uns', en: 'About us', nl: 'Over ons', it: 'Chi siamo' },
    body: {
      de: 'Seit über 20 Jahren rösten wir Kaffee in kleinen Chargen und beraten dich bei der Wahl deiner Maschine.',
      en: 'For over 20 years we have roasted coffee in small batches and helped customers choose their machine.',
      nl: 'Al meer dan 20 jaar branden wij koffie in kleine batches en adviseren wij u bij de keuze van uw machine.',
      it: 'Da oltre 20 anni tostiamo caffè in piccoli lotti e ti aiutiamo a scegliere la tua macchina.',
    },
  },
  privacy: {
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy', nl: 'Privacyverklaring', it: 'Informativa sulla privacy' },
    body: {
      de: 'Wir verarbeiten deine Daten nur, um deine Bestellung abzuwickeln und – mit deiner Einwilligung – dir Angebote zu senden.',
      en: 'We process your data only to handle your order and, with your consent, to send you offers.',
      nl: 'Wij verwerken uw gegevens alleen om uw bestelling af te handelen en, met uw toestemming, u aanbiedingen te sturen.',
      it: 'Trattiamo i tuoi dati solo per gestire il tuo ordine e, con il tuo consenso, per inviarti offerte.',
    },
  },
  legal: {
    title: { de: 'Impressum', en: 'Legal notice', nl: 'Colofon', it: 'Note legali' },
    body: {
      de: 'Kaffee-Shop GmbH, Hafenstraße 1, 20457 Hamburg. Geschäftsführung: M. Muster. HRB 12345.',
      en: 'Kaffee-Shop GmbH, Hafenstraße 1, 20457 Hamburg, Germany. Managing director: M. Muster. HRB 12345.',
      nl: 'Kaffee-Shop GmbH, Hafenstraße 1, 20457 Hamburg, Duitsland. Directeur: M. Muster. HRB 12345.',
      it: 'Kaffee-Shop GmbH, Hafenstraße 1, 20457 Amburgo, Germania. Amministratore: M. Muster. HRB 12345.',
    },
  },
  magazine: {
    title: { de: 'Kaffee-Magazin', en: 'Coffee magazine', nl: 'Koffiemagazine', it: 'Magazine del caffè' },
    body: {
      de: 'Rezepte, Röstgrade erklärt und Tipps für den perfekten Espresso.',
      en: 'Recipes, roast degrees explained and tips for the perfect espresso.',
      nl: 'Recepten, brandingen uitgelegd en tips voor de perfecte espresso.',
      it: 'Ricette, tostature spiegate e consigli per un espresso perfetto.',
    },
  },
  sale: {
    title: { de: 'Sale', en: 'Sale', nl: 'Sale', it: 'Saldi' },
    body: {
      de: 'Aktuelle Angebote: Maschinen, Mühlen und Kaffee zu Sonderpreisen.',
      en: 'Current offers: machines, grinders and coffee at special prices.',
      nl: 'Actuele aanbiedingen: machines, molens en koffie tegen speciale prijzen.',
      it: 'Offerte attuali: macchine, macinacaffè e caffè a prezzi speciali.',
    },
  },
  orderTracking: {
    title: { de: 'Sendungsverfolgung', en: 'Order tracking', nl: 'Bestelling volgen', it: 'Traccia il tuo ordine' },
    body: {
      de: 'Gib deine Bestellnummer und E-Mail-Adresse ein, um den Status deiner Lieferung zu sehen.',
      en: 'Enter your order number and e-mail address to see the status of your delivery.',
      nl: 'Voer uw bestelnummer en e-mailadres in om de status van uw levering te zien.',
      it: "Inserisci il numero d'ordine e l'indirizzo e-mail per vedere lo stato della consegna.",
    },
  },
  customerService: {
    title: { de: 'Kundenservice', en: 'Customer service', nl: 'Klantenservice', it: 'Servizio clienti' },
    body: {
      de: 'Wir sind Montag bis Freitag von 8 bis 18 Uhr für dich da – telefonisch, per E-Mail und im Chat.',
      en: 'We are here for you Monday to Friday, 8 am to 6 pm, by phone, e-mail and chat.',
      nl: 'Wij staan maandag tot en met vrijdag van 8 tot 18 uur voor u klaar, telefonisch, per e-mail en via chat.',
      it: 'Siamo a tua disposizione dal lunedì al venerdì, dalle 8 alle 18, per telefono, e-mail e chat.',
    },
  },
  contacts: {
    title: { de: 'Kontakt', en: 'Contact', nl: 'Contact', it: 'Contatti' },
    body: {
      de: 'Schreib uns oder vereinbare einen Beratungstermin in unserer Rösterei.',
      en: 'Write to us or book an advice appointment at our roastery.',
      nl: 'Schrijf ons of maak een adviesafspraak in onze branderij.',
      it: 'Scrivici o prenota una consulenza nella nostra torrefazione.',
    },
  },
  help: {
    title: { de: 'Hilfe & FAQ', en: 'Help & FAQ', nl: 'Hulp & FAQ', it: 'Aiuto e FAQ' },
    body: {
      de: 'Antworten auf die häufigsten Fragen zu Bestellung, Lieferung, Rückgabe und Zahlung.',
      en: 'Answers to the most common questions about ordering, delivery, returns and payment.',
      nl: 'Antwoorden op de meest gestelde vragen over bestellen, levering, retourneren en betalen.',
      it: 'Risposte alle domande più frequenti su ordini, consegna, resi e pagamenti.',
    },
  },
  draft: {
    title: { de: 'Entwurf: Herbstaktion', en: 'Draft: autumn campaign', nl: 'Concept: herfstactie', it: 'Bozza: campagna autunnale' },
    body: {
      de: 'Diese Seite ist noch nicht veröffentlicht.',
      en: 'This page is not published yet.',
      nl: 'Deze pagina is nog niet gepubliceerd.',
      it: 'Questa pagina non è ancora pubblicata.',
    },
  },
};

const HELP_PAGES: Readonly<Record<HelpTopic, PageText>> = {
  'coupon-redemption': {
    title: { de: 'Gutschein einlösen', en: 'Redeeming a coupon', nl: 'Kortingscode inwisselen', it: 'Utilizzare un buono' },
    body: {
      de: 'Gib den Gutscheincode im Warenkorb ein und klicke auf „Einlösen“.',
      en: 'Enter the coupon code in the cart and click "Redeem".',
      nl: 'Voer de kortingscode in de winkelwagen in en klik op "Inwisselen".',
      it: 'Inserisci il codice nel carrello e fai clic su "Riscatta".',
    },
  },
  order: {
    title: { de: 'Bestellung', en: 'Ordering', nl: 'Bestellen', it: 'Ordini' },
    body: {
      de: 'Du kannst als Gast oder mit Kundenkonto bestellen; offline aufgegebene Bestellungen werden später gesendet.',
      en: 'You can order as a guest or with an account; orders placed offline are sent later.',
      nl: 'U kunt bestellen als gast of met een account; offline geplaatste bestellingen worden later verzonden.',
      it: 'Puoi ordinare come ospite o con un account; gli ordini effettuati offline vengono inviati in seguito.',
    },
  },
  delivery: {
    title: { de: 'Lieferung', en: 'Delivery', nl: 'Levering', it: 'Consegna' },
    body: {
      de: 'Bestellst du bis 14 Uhr, versenden wir noch am selben Werktag.',
      en: 'Order by 2 p.m. and we ship the same working day.',
      nl: 'Bestel voor 14.00 uur en wij verzenden dezelfde werkdag.',
      it: 'Ordina entro le 14 e spediamo lo stesso giorno lavorativo.',
    },
  },
  complaint: {
    title: { de: 'Reklamation', en: 'Complaints', nl: 'Klachten', it: 'Reclami' },
    body: {
      de: 'Ist etwas beschädigt angekommen? Schick uns ein Foto und wir kümmern uns darum.',
      en: 'Did something arrive damaged? Send us a photo and we will take care of it.',
      nl: 'Is er iets beschadigd aangekomen? Stuur ons een foto en wij lossen het op.',
      it: 'È arrivato qualcosa di danneggiato? Inviaci una foto e ce ne occuperemo.',
    },
  },
  return: {
    title: { de: 'Rückgabe', en: 'Returns', nl: 'Retourneren', it: 'Resi' },
    body: {
      de: 'Du kannst ungeöffnete Ware innerhalb von 14 Tagen zurückgeben.',
      en: 'You can return unopened goods within 14 days.',
      nl: 'U kunt ongeopende artikelen binnen 14 dagen retourneren.',
      it: 'Puoi restituire la merce non aperta entro 14 giorni.',
    },
  },
  invoice: {
    title: { de: 'Rechnung', en: 'Invoices', nl: 'Facturen', it: 'Fatture' },
    body: {
      de: 'Deine Rechnung findest du in deinem Kundenkonto unter „Bestellungen“.',
      en: 'You find your invoice in your account under "Orders".',
      nl: 'Uw factuur vindt u in uw account onder "Bestellingen".',
      it: 'Trovi la fattura nel tuo account alla voce "Ordini".',
    },
  },
  products: {
    title: { de: 'Produkte', en: 'Products', nl: 'Producten', it: 'Prodotti' },
    body: {
      de: 'Unser Kaffeefinder und Maschinenfinder helfen dir bei der Auswahl.',
      en: 'Our coffee finder and machine finder help you choose.',
      nl: 'Onze koffiezoeker en machinezoeker helpen u bij het kiezen.',
      it: 'Il nostro cerca-caffè e cerca-macchine ti aiutano nella scelta.',
    },
  },
  account: {
    title: { de: 'Kundenkonto', en: 'Your account', nl: 'Uw account', it: 'Il tuo account' },
    body: {
      de: 'Im Kundenkonto verwaltest du Adressen, Bestellungen, Abos und Newsletter.',
      en: 'In your account you manage addresses, orders, subscriptions and newsletters.',
      nl: 'In uw account beheert u adressen, bestellingen, abonnementen en nieuwsbrieven.',
      it: 'Nel tuo account gestisci indirizzi, ordini, abbonamenti e newsletter.',
    },
  },
  payment: {
    title: { de: 'Zahlung', en: 'Payment', nl: 'Betaling', it: 'Pagamento' },
    body: {
      de: 'Wir akzeptieren Karte, PayPal, Amazon Pay, Google Pay, Apple Pay und Nachnahme.',
      en: 'We accept card, PayPal, Amazon Pay, Google Pay, Apple Pay and cash on delivery.',
      nl: 'Wij accepteren kaart, PayPal, Amazon Pay, Google Pay, Apple Pay en rembours.',
      it: 'Accettiamo carta, PayPal, Amazon Pay, Google Pay, Apple Pay e contrassegno.',
    },
  },
};

function pageDocument(id: number, identifier: string, text: PageText, language: Language, storeId: number, active: boolean): CmsPage {
  const title = text.title[language];
  const body = text.body[language];
  return {
    id,
    identifier,
    title,
    content_heading: title,
    content: `<h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(body)}</p>`,
    meta_title: title,
    meta_description: body,
    meta_keywords: null,
    active,
    store_id: storeId,
    updated_at: daysFromReference(0),
  };
}

/** The pages of one store; ids are the same in every store. */
export function buildCmsPages(language: Language, storeId: number): CmsPage[] {
  const identifiers = { ...DEMO_CMS_PAGE_IDENTIFIERS, privacy: PRIVACY_PAGE_IDENTIFIER[language] };
  const pages = (Object.keys(PAGES) as Array<keyof typeof PAGES>).map((key, i) =>
    pageDocument(i + 1, identifiers[key], PAGES[key], language, storeId, key !== 'draft'),
  );
  const firstHelpId = pages.length + 1;
  return [
    ...pages,
    ...HELP_TOPICS.map((topic, i) => pageDocument(firstHelpId + i, helpTopicIdentifier(topic), HELP_PAGES[topic], language, storeId, true)),
  ];
}
