/**
 * The CMS pages of the demo catalogue in every store language: home, about us, privacy (German
 * slug `datenschutzerklaerung`, elsewhere `privacy`), legal, magazine, sale, order tracking,
 * customer service, contacts, the help hub with its topics, one unpublished draft that only
 * an editor's preview shows, and the legal texts linked at the point of order (terms, right of
 * withdrawal with the model withdrawal form, shipping costs). Demo texts: the structure is the point.
 */
import type { CmsPage } from '@/lib/catalog/documents';
import type { Language, Localized } from './languages';
import { LEGAL_PAGE_IDENTIFIERS, type LegalPage } from '@/lib/config/cms';
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
      nl: 'Vers gebrande koffie, zorgvuldig gekozen machines en alles voor je koffiebar, snel geleverd.',
      it: 'Caffè tostato fresco, macchine selezionate e tutto per il tuo angolo caffè, consegnati rapidamente.',
    },
  },
  aboutUs: {
    title: { de: 'Über uns', en: 'About us', nl: 'Over ons', it: 'Chi siamo' },
    body: {
      de: 'Seit über 20 Jahren rösten wir Kaffee in kleinen Chargen und beraten dich bei der Wahl deiner Maschine.',
      en: 'For over 20 years we have roasted coffee in small batches and helped customers choose their machine.',
      nl: 'Al meer dan 20 jaar branden wij koffie in kleine batches en adviseren wij je bij de keuze van je machine.',
      it: 'Da oltre 20 anni tostiamo caffè in piccoli lotti e ti aiutiamo a scegliere la tua macchina.',
    },
  },
  privacy: {
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy', nl: 'Privacyverklaring', it: 'Informativa sulla privacy' },
    body: {
      de: 'Wir verarbeiten deine Daten nur, um deine Bestellung abzuwickeln und – mit deiner Einwilligung – dir Angebote zu senden.',
      en: 'We process your data only to handle your order and, with your consent, to send you offers.',
      nl: 'Wij verwerken je gegevens alleen om je bestelling af te handelen en, met je toestemming, je aanbiedingen te sturen.',
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
      nl: 'Voer je bestelnummer en e-mailadres in om de status van je levering te zien.',
      it: "Inserisci il numero d'ordine e l'indirizzo e-mail per vedere lo stato della consegna.",
    },
  },
  customerService: {
    title: { de: 'Kundenservice', en: 'Customer service', nl: 'Klantenservice', it: 'Servizio clienti' },
    body: {
      de: 'Wir sind Montag bis Freitag von 8 bis 18 Uhr für dich da.',
      en: 'We are here for you Monday to Friday, 8 am to 6 pm.',
      nl: 'We staan maandag tot en met vrijdag van 8 tot 18 uur voor je klaar.',
      it: 'Siamo a tua disposizione dal lunedì al venerdì, dalle 8 alle 18.',
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
      nl: 'Je kunt bestellen als gast of met een account; offline geplaatste bestellingen worden later verzonden.',
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
      nl: 'Je kunt ongeopende artikelen binnen 14 dagen retourneren.',
      it: 'Puoi restituire la merce non aperta entro 14 giorni.',
    },
  },
  invoice: {
    title: { de: 'Rechnung', en: 'Invoices', nl: 'Facturen', it: 'Fatture' },
    body: {
      de: 'Deine Rechnung findest du in deinem Kundenkonto unter „Bestellungen“.',
      en: 'You find your invoice in your account under "Orders".',
      nl: 'Je factuur vind je in je account onder "Bestellingen".',
      it: 'Trovi la fattura nel tuo account alla voce "Ordini".',
    },
  },
  products: {
    title: { de: 'Produkte', en: 'Products', nl: 'Producten', it: 'Prodotti' },
    body: {
      de: 'Unser Kaffeefinder und Maschinenfinder helfen dir bei der Auswahl.',
      en: 'Our coffee finder and machine finder help you choose.',
      nl: 'Onze koffiezoeker en machinezoeker helpen je bij het kiezen.',
      it: 'Il nostro cerca-caffè e cerca-macchine ti aiutano nella scelta.',
    },
  },
  account: {
    title: { de: 'Kundenkonto', en: 'Your account', nl: 'Je account', it: 'Il tuo account' },
    body: {
      de: 'Im Kundenkonto verwaltest du Adressen, Bestellungen, Abos und Newsletter.',
      en: 'In your account you manage addresses, orders, subscriptions and newsletters.',
      nl: 'In je account beheer je adressen, bestellingen, abonnementen en nieuwsbrieven.',
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

/** The legal texts of issue 35; a body's blank lines separate its paragraphs. */
const LEGAL_PAGES: Readonly<Record<LegalPage, PageText>> = {
  terms: {
    title: { de: 'Allgemeine Geschäftsbedingungen (AGB)', en: 'Terms and conditions', nl: 'Algemene voorwaarden', it: 'Condizioni generali di vendita' },
    body: {
      de: '§ 1 Geltungsbereich: Diese AGB gelten für alle Bestellungen in unserem Online-Shop.\n\n§ 2 Vertragsschluss: Mit dem Klick auf „Bestellung aufgeben“ gibst du ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Bestellbestätigung per E-Mail zustande.\n\n§ 3 Preise und Versandkosten: Alle Preise enthalten die gesetzliche Mehrwertsteuer; hinzu kommen die auf der Seite „Versandkosten und Lieferung“ genannten Versandkosten.\n\n§ 4 Widerrufsrecht: Verbrauchern steht ein Widerrufsrecht nach Maßgabe der Widerrufsbelehrung zu.',
      en: '§ 1 Scope: These terms apply to every order in our online shop.\n\n§ 2 Contract: By clicking "Place order" you make a binding offer. The contract is concluded with our order confirmation by e-mail.\n\n§ 3 Prices and shipping: All prices include VAT; the shipping costs named on the "Shipping costs and delivery" page are added.\n\n§ 4 Right of withdrawal: Consumers may withdraw as set out in the withdrawal policy.',
      nl: '§ 1 Toepassingsgebied: Deze voorwaarden gelden voor alle bestellingen in onze webshop.\n\n§ 2 Totstandkoming: Met een klik op "Bestelling plaatsen" doe je een bindend aanbod. De overeenkomst komt tot stand met onze orderbevestiging per e-mail.\n\n§ 3 Prijzen en verzendkosten: Alle prijzen zijn inclusief btw; de verzendkosten op de pagina "Verzendkosten en levering" komen erbij.\n\n§ 4 Herroepingsrecht: Consumenten hebben een herroepingsrecht volgens de herroepingsinformatie.',
      it: '§ 1 Ambito: Le presenti condizioni valgono per tutti gli ordini nel nostro negozio online.\n\n§ 2 Conclusione del contratto: Cliccando su "Invia ordine" fai un\'offerta vincolante. Il contratto si conclude con la nostra conferma d\'ordine via e-mail.\n\n§ 3 Prezzi e spedizione: Tutti i prezzi includono l\'IVA; si aggiungono le spese indicate nella pagina "Spese di spedizione e consegna".\n\n§ 4 Diritto di recesso: I consumatori possono recedere secondo l\'informativa sul recesso.',
    },
  },
  withdrawal: {
    title: { de: 'Widerrufsbelehrung', en: 'Right of withdrawal', nl: 'Herroepingsrecht', it: 'Diritto di recesso' },
    body: {
      de: 'Widerrufsrecht: Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen hast.\n\nUm dein Widerrufsrecht auszuüben, musst du uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.\n\nFolgen des Widerrufs: Wenn du diesen Vertrag widerrufst, zahlen wir dir alle Zahlungen, die wir von dir erhalten haben, einschließlich der Lieferkosten, unverzüglich und spätestens binnen vierzehn Tagen zurück.\n\nMuster-Widerrufsformular: (Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende es zurück.) An: Kaffee-Shop GmbH, Hafenstraße 1, 20095 Hamburg, service@kaffee-shop.de. Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren: … Bestellt am … / erhalten am … Name des/der Verbraucher(s) … Anschrift des/der Verbraucher(s) … Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier) … Datum …',
      en: 'Right of withdrawal: You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day on which you, or a third party other than the carrier indicated by you, acquire physical possession of the goods.\n\nTo exercise the right of withdrawal, you must inform us of your decision by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the model withdrawal form below, but it is not obligatory.\n\nEffects of withdrawal: If you withdraw from this contract, we shall reimburse all payments received from you, including the costs of delivery, without undue delay and not later than fourteen days.\n\nModel withdrawal form: (Complete and return this form only if you wish to withdraw from the contract.) To: Coffee Shop GmbH, Hafenstraße 1, 20095 Hamburg, service@coffee-shop.com. I/We hereby give notice that I/We withdraw from my/our contract of sale of the following goods: … Ordered on … / received on … Name of consumer(s) … Address of consumer(s) … Signature of consumer(s) (only if this form is notified on paper) … Date …',
      nl: 'Herroepingsrecht: Je hebt het recht binnen veertien dagen zonder opgave van redenen deze overeenkomst te herroepen. De herroepingstermijn verstrijkt veertien dagen na de dag waarop jij, of een door jou aangewezen derde die niet de vervoerder is, het goed fysiek in bezit krijgt.\n\nOm je herroepingsrecht uit te oefenen, moet je ons via een ondubbelzinnige verklaring (bv. een brief of e-mail) op de hoogte stellen van je beslissing. Je kunt daarvoor het modelformulier voor herroeping hieronder gebruiken, maar je bent daartoe niet verplicht.\n\nGevolgen van de herroeping: Als je de overeenkomst herroept, betalen wij alle betalingen die wij van je hebben ontvangen, inclusief leveringskosten, onverwijld en uiterlijk binnen veertien dagen terug.\n\nModelformulier voor herroeping: (dit formulier alleen invullen en terugzenden als je de overeenkomst wilt herroepen) Aan: Kaffee-Shop GmbH, Hafenstraße 1, 20095 Hamburg, service@kaffee-shop.nl. Ik/Wij deel/delen u hierbij mede dat ik/wij onze overeenkomst betreffende de verkoop van de volgende goederen herroep/herroepen: … Besteld op … / ontvangen op … Naam consumenten … Adres consumenten … Handtekening consumenten (alleen wanneer dit formulier op papier wordt ingediend) … Datum …',
      it: 'Diritto di recesso: Hai il diritto di recedere dal contratto entro quattordici giorni senza indicarne le ragioni. Il periodo di recesso scade dopo quattordici giorni dal giorno in cui tu, o un terzo da te designato diverso dal vettore, acquisisci il possesso fisico dei beni.\n\nPer esercitare il diritto di recesso, devi informarci della tua decisione con una dichiarazione esplicita (ad es. lettera o e-mail). Puoi utilizzare il modulo tipo di recesso qui sotto, ma non è obbligatorio.\n\nEffetti del recesso: Se recedi dal contratto, ti rimborsiamo tutti i pagamenti ricevuti, compresi i costi di consegna, senza indebito ritardo e comunque entro quattordici giorni.\n\nModulo tipo di recesso: (compilare e restituire il presente modulo solo se si desidera recedere dal contratto) Destinatario: Coffee Shop GmbH, Hafenstraße 1, 20095 Amburgo, service@coffee-shop.com. Con la presente io/noi notifichiamo il recesso dal mio/nostro contratto di vendita dei seguenti beni: … Ordinato il … / ricevuto il … Nome del/dei consumatore(i) … Indirizzo del/dei consumatore(i) … Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea) … Data …',
    },
  },
  shipping: {
    title: { de: 'Versandkosten und Lieferung', en: 'Shipping costs and delivery', nl: 'Verzendkosten en levering', it: 'Spese di spedizione e consegna' },
    body: {
      de: 'Wir liefern mit DHL. Die Versandkosten betragen 5,00 € pro Bestellung; ab dem im Warenkorb genannten Bestellwert liefern wir versandkostenfrei. Speditionsware (große Maschinen) kostet den im Checkout genannten Zuschlag.\n\nLieferzeit: Bestellungen, die an Werktagen bis 14 Uhr eingehen, verlassen unser Lager am selben Tag; die Zustellung dauert meist 1–3 Werktage.\n\nBezahlung per Nachnahme: Der Zusteller nimmt den Betrag an der Haustür entgegen.',
      en: 'We ship with DHL. Shipping costs 5.00 € per order; from the order value named in the cart, delivery is free. Freight items (large machines) carry the surcharge named at checkout.\n\nDelivery time: orders received on working days by 2 pm leave our warehouse the same day; delivery usually takes 1–3 working days.\n\nCash on delivery: the carrier collects the amount at your door.',
      nl: 'Wij verzenden met DHL. De verzendkosten bedragen € 5,00 per bestelling; vanaf de in de winkelwagen genoemde bestelwaarde leveren wij gratis. Vrachtgoederen (grote machines) kosten de toeslag die bij het afrekenen wordt genoemd.\n\nLevertijd: bestellingen die op werkdagen vóór 14 uur binnenkomen, verlaten ons magazijn dezelfde dag; de bezorging duurt meestal 1–3 werkdagen.\n\nOnder rembours: de bezorger int het bedrag aan de deur.',
      it: 'Spediamo con DHL. Le spese di spedizione sono di 5,00 € per ordine; oltre il valore indicato nel carrello la consegna è gratuita. Le merci voluminose (grandi macchine) hanno il supplemento indicato al checkout.\n\nTempi di consegna: gli ordini ricevuti nei giorni lavorativi entro le 14 lasciano il magazzino lo stesso giorno; la consegna richiede di solito 1–3 giorni lavorativi.\n\nContrassegno: il corriere incassa l\'importo alla consegna.',
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
    content: `<h1>${escapeMarkup(title)}</h1>${body
      .split('\n\n')
      .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
      .join('')}`,
    meta_title: title,
    meta_description: body.split('\n\n')[0],
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
  // The legal pages come last, so every earlier page keeps its id.
  const firstLegalId = firstHelpId + HELP_TOPICS.length;
  return [
    ...pages,
    ...HELP_TOPICS.map((topic, i) => pageDocument(firstHelpId + i, helpTopicIdentifier(topic), HELP_PAGES[topic], language, storeId, true)),
    ...(Object.keys(LEGAL_PAGES) as LegalPage[]).map((page, i) => pageDocument(firstLegalId + i, LEGAL_PAGE_IDENTIFIERS[page], LEGAL_PAGES[page], language, storeId, true)),
  ];
}
