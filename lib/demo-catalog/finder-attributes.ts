/**
 * Attributes the coffee and machine finders ask about beyond the category filters (spec 02 §2):
 * a coffee's taste profile; a machine's effort, cups per day, dishwasher-safe parts and extra
 * features. Values are derived from what a product already drew (see coffee-products and
 * machine-products), so adding them left every seed's catalogue otherwise as it was.
 */
import { label, optionsFrom, type AttributeDefinition } from './attribute-options';

export const FINDER_ATTRIBUTE_DEFINITIONS: readonly AttributeDefinition[] = [
  {
    code: 'taste_profile', id: 250, input: 'select', label: label('Geschmack', 'Taste', 'Smaak', 'Gusto'),
    options: optionsFrom(7000, [
      ['chocolate_nutty', 'Schokoladig & nussig', 'Chocolatey & nutty', 'Chocolade & nootachtig', 'Cioccolato e nocciola'],
      ['fruity', 'Fruchtig', 'Fruity', 'Fruitig', 'Fruttato'],
      ['floral', 'Blumig', 'Floral', 'Bloemig', 'Floreale'],
      ['spicy_earthy', 'Würzig & erdig', 'Spicy & earthy', 'Kruidig & aards', 'Speziato e terroso'],
    ]),
    filterable: true, comparable: true, section: 'taste',
  },
  {
    code: 'effort', id: 251, input: 'select', label: label('Aufwand', 'Effort', 'Moeite', 'Impegno'),
    options: optionsFrom(7100, [
      ['low', 'Gering (auf Knopfdruck)', 'Low (at the push of a button)', 'Laag (met één druk op de knop)', 'Basso (premi un tasto)'],
      ['medium', 'Mittel', 'Medium', 'Gemiddeld', 'Medio'],
      ['high', 'Hoch (Handarbeit)', 'High (by hand)', 'Hoog (handwerk)', 'Alto (a mano)'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'cups_per_day', id: 252, input: 'decimal', label: label('Tassen pro Tag', 'Cups per day', 'Kopjes per dag', 'Tazze al giorno'),
    options: [], filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'dishwasher_safe', id: 253, input: 'boolean', label: label('Spülmaschinenfest', 'Dishwasher-safe', 'Vaatwasserbestendig', 'Lavabile in lavastoviglie'),
    options: [], filterable: true, comparable: true, section: 'technical',
  },
  {
    code: 'machine_features', id: 254, input: 'multiselect', label: label('Extras', 'Extra features', 'Extra functies', 'Funzioni extra'),
    options: optionsFrom(7200, [
      ['hot_water', 'Heißwasserfunktion', 'Hot water', 'Heetwaterfunctie', 'Acqua calda'],
      ['two_cups', 'Zwei Tassen gleichzeitig', 'Two cups at once', 'Twee kopjes tegelijk', 'Due tazze insieme'],
      ['cup_warmer', 'Tassenwärmer', 'Cup warmer', 'Kopjeswarmer', 'Scaldatazze'],
      ['app_control', 'App-Steuerung', 'App control', 'Bediening via app', 'Controllo tramite app'],
      ['timer', 'Timer', 'Timer', 'Timer', 'Timer'],
      ['thermal_jug', 'Thermokanne', 'Thermal jug', 'Thermoskan', 'Caraffa termica'],
    ]),
    filterable: true, comparable: true, section: 'technical',
  },
];
