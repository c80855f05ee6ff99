/**
 * What the demo catalogue's reviewers write, per catalogue language and mood (4–5 stars good,
 * 3 mixed, 1–2 poor): general enough to fit a coffee, a machine or an accessory.
 */
import type { Language } from './languages';

export type ReviewMood = 'good' | 'mixed' | 'poor';

interface ReviewText {
  readonly title: string;
  readonly detail: string;
}

export const REVIEW_NICKNAMES: readonly string[] = [
  'Anna K.', 'Jan', 'Marco R.', 'Sophie', 'Lukas M.', 'Eva', 'Pieter V.', 'Giulia', 'Thomas B.', 'Lena', 'Sanne de J.', 'Paolo', 'Miriam S.', 'Daan', 'Chris',
];

export const REVIEW_TEXTS: Readonly<Record<Language, Readonly<Record<ReviewMood, readonly ReviewText[]>>>> = {
  de: {
    good: [
      { title: 'Rundum zufrieden', detail: 'Schnell geliefert, gut verpackt und genau wie beschrieben. Ich bestelle wieder.' },
      { title: 'Jeden Tag gern', detail: 'Seit Wochen im täglichen Einsatz und ich bin immer noch begeistert.' },
      { title: 'Klare Empfehlung', detail: 'Die Qualität stimmt und der Preis ist fair. Meine Familie mag es auch.' },
      { title: 'Besser als erwartet', detail: 'Ich war erst skeptisch, aber es hat mich wirklich überzeugt.' },
    ],
    mixed: [
      { title: 'Ganz ordentlich', detail: 'Im Großen und Ganzen gut, aber nicht ganz so, wie ich es mir vorgestellt hatte.' },
      { title: 'Solide, nicht mehr', detail: 'Macht, was es soll. Für den Preis hätte ich etwas mehr erwartet.' },
      { title: 'Geschmackssache', detail: 'Nicht schlecht, für meinen Geschmack aber nichts Besonderes.' },
    ],
    poor: [
      { title: 'Leider enttäuscht', detail: 'Hat mich nicht überzeugt. Ich bleibe bei meinem bisherigen Favoriten.' },
      { title: 'Nicht meins', detail: 'Ich habe es mehrmals versucht, aber es passt einfach nicht zu mir.' },
      { title: 'Ausbaufähig', detail: 'Die Beschreibung klang besser, als es am Ende war.' },
    ],
  },
  en: {
    good: [
      { title: 'Very happy', detail: 'Arrived quickly, well packed and exactly as described. I will order again.' },
      { title: 'A daily favourite', detail: 'I have used it every day for weeks and I still love it.' },
      { title: 'Highly recommended', detail: 'The quality is right and the price is fair. My family likes it too.' },
      { title: 'Better than expected', detail: 'I was sceptical at first, but it really won me over.' },
    ],
    mixed: [
      { title: 'Pretty good', detail: 'Good on the whole, but not quite what I had imagined.' },
      { title: 'Solid, no more', detail: 'Does what it should. For the price I expected a little more.' },
      { title: 'A matter of taste', detail: 'Not bad, but nothing special for my taste.' },
    ],
    poor: [
      { title: 'Disappointed', detail: 'It did not convince me. I am sticking with my old favourite.' },
      { title: 'Not for me', detail: 'I tried it several times, but it simply does not suit me.' },
      { title: 'Room for improvement', detail: 'The description sounded better than it turned out to be.' },
    ],
  },
  nl: {
    good: [
      { title: 'Helemaal tevreden', detail: 'Snel geleverd, goed verpakt en precies zoals beschreven. Ik bestel zeker opnieuw.' },
      { title: 'Elke dag een plezier', detail: 'Ik gebruik het al weken dagelijks en ben nog steeds enthousiast.' },
      { title: 'Echt een aanrader', detail: 'De kwaliteit is goed en de prijs eerlijk. Mijn gezin is er ook blij mee.' },
      { title: 'Beter dan verwacht', detail: 'Eerst was ik sceptisch, maar het heeft me echt overtuigd.' },
    ],
    mixed: [
      { title: 'Best goed', detail: 'Over het algemeen prima, maar niet helemaal wat ik ervan verwachtte.' },
      { title: 'Degelijk, meer niet', detail: 'Doet wat het moet doen. Voor deze prijs had ik iets meer verwacht.' },
      { title: 'Smaken verschillen', detail: 'Niet slecht, maar voor mijn smaak niets bijzonders.' },
    ],
    poor: [
      { title: 'Helaas teleurgesteld', detail: 'Het heeft me niet overtuigd. Ik blijf bij mijn oude favoriet.' },
      { title: 'Niet voor mij', detail: 'Ik heb het een paar keer geprobeerd, maar het past gewoon niet bij mij.' },
      { title: 'Kan beter', detail: 'De beschrijving klonk beter dan het uiteindelijk was.' },
    ],
  },
  it: {
    good: [
      { title: 'Molto soddisfatto', detail: 'Consegna rapida, imballaggio curato e proprio come descritto. Lo ricomprerò.' },
      { title: 'Ogni giorno un piacere', detail: 'Lo uso tutti i giorni da settimane e mi piace ancora tantissimo.' },
      { title: 'Lo consiglio', detail: 'La qualità è ottima e il prezzo onesto. Piace anche alla mia famiglia.' },
      { title: 'Meglio del previsto', detail: 'All’inizio ero scettico, ma mi ha davvero convinto.' },
    ],
    mixed: [
      { title: 'Abbastanza buono', detail: 'Nel complesso buono, ma non proprio come me lo aspettavo.' },
      { title: 'Solido, niente di più', detail: 'Fa quello che deve. Per il prezzo mi aspettavo qualcosa in più.' },
      { title: 'Questione di gusti', detail: 'Non male, ma per i miei gusti niente di speciale.' },
    ],
    poor: [
      { title: 'Un po’ deluso', detail: 'Non mi ha convinto. Resto fedele al mio preferito.' },
      { title: 'Non fa per me', detail: 'L’ho provato più volte, ma non fa proprio per me.' },
      { title: 'Si può migliorare', detail: 'La descrizione prometteva più di quanto abbia trovato.' },
    ],
  },
};
