import type { Words } from './demo-language-words';

/** The English texts of the demo's Classes page and its price menu, in French and German. */
export const DEMO_CLASSES_WORDS: Record<string, Words> = {
  Classes: { fr: 'Cours', de: 'Kurse' },
  'Small groups, at most six people, in the studio by the river.': {
    fr: 'Petits groupes, six personnes au plus, dans l’atelier au bord de la rivière.',
    de: 'Kleine Gruppen, höchstens sechs Personen, im Atelier am Fluss.',
  },
  'At the wheel': { fr: 'Au tour', de: 'An der Drehscheibe' },
  'Wheel taster': { fr: 'Initiation au tour', de: 'Schnupperkurs an der Drehscheibe' },
  'Two hours at the wheel for beginners, clay and firing included.': {
    fr: 'Deux heures au tour pour débutants, terre et cuisson comprises.',
    de: 'Zwei Stunden an der Drehscheibe für Anfänger, Ton und Brand inbegriffen.',
  },
  'Six-week course': { fr: 'Cours de six semaines', de: 'Sechswöchiger Kurs' },
  'One evening a week: centring, throwing, trimming and glazing.': {
    fr: 'Un soir par semaine : centrage, tournage, tournassage et émaillage.',
    de: 'Ein Abend pro Woche: Zentrieren, Drehen, Abdrehen und Glasieren.',
  },
  'By hand': { fr: 'À la main', de: 'Von Hand' },
  'Handbuilding morning': { fr: 'Matinée de modelage', de: 'Aufbaukeramik am Vormittag' },
  'Pinch, coil and slab a set of small cups.': {
    fr: 'Pincer, colombiner et monter à la plaque un service de petites tasses.',
    de: 'Ein Set kleiner Becher, gedrückt, aus Wülsten und aus Platten aufgebaut.',
  },
  'Studio time': { fr: 'Temps d’atelier', de: 'Atelierzeit' },
  'Open studio': { fr: 'Atelier libre', de: 'Offenes Atelier' },
  'Open studio session': { fr: 'Séance d’atelier libre', de: 'Termin im offenen Atelier' },
  'Three hours at a wheel or a table, tools included.': {
    fr: 'Trois heures au tour ou à la table, outils compris.',
    de: 'Drei Stunden an der Drehscheibe oder am Tisch, Werkzeug inbegriffen.',
  },
  'Ten-session pass': { fr: 'Carte de dix séances', de: 'Zehnerkarte' },
  Kiln: { fr: 'Four', de: 'Brennofen' },
  'Kiln share': { fr: 'Place dans le four', de: 'Platz im Brennofen' },
  'A shelf in our next glaze firing.': {
    fr: 'Une plaque dans notre prochaine cuisson d’émail.',
    de: 'Eine Platte in unserem nächsten Glasurbrand.',
  },
  'Prices include clay and firing.': {
    fr: 'Les prix comprennent la terre et la cuisson.',
    de: 'Die Preise enthalten Ton und Brand.',
  },
  $18: { fr: '18 $', de: '18 $' },
  $25: { fr: '25 $', de: '25 $' },
  $45: { fr: '45 $', de: '45 $' },
  $55: { fr: '55 $', de: '55 $' },
  $200: { fr: '200 $', de: '200 $' },
  $260: { fr: '260 $', de: '260 $' },
};
