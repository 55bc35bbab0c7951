import { DEMO_AUDIO_WORDS } from './demo-audio-words';
import { DEMO_CHART_WORDS } from './demo-chart-words';
import { DEMO_CLASSES_WORDS } from './demo-classes-words';
import { DEMO_DONATION_WORDS } from './demo-donation-words';
import { DEMO_EVENTS_ADDRESSES, DEMO_EVENTS_WORDS } from './demo-events';
import { DEMO_IMAGE_WORDS } from './demo-image-words';
import { DEMO_MARQUEE_WORDS } from './demo-marquee-words';
import { DEMO_SOCIAL_WORDS } from './demo-social-words';

/** The demo's other languages: French for visitors, German hidden while it is half translated. */
export const DEMO_LANGUAGES = [
  { tag: 'fr', published: true },
  { tag: 'de', published: false },
] as const;

export type Language = (typeof DEMO_LANGUAGES)[number]['tag'];
export type Words = Record<Language, string>;

/**
 * Every English text of the demo, in French and German, by its English words. A rich text is
 * translated node by node, so a text node of a sentence (around a bold word) is an entry of its own,
 * with its spaces where the translation needs them.
 */
export const DEMO_WORDS = new Map<string, Words>(
  Object.entries({
    // The site's own texts
    'Riverside Studio': { fr: 'Riverside Studio', de: 'Riverside Studio' },
    'Handmade in small batches': { fr: 'Fait main, en petites séries', de: 'Handgemacht in kleinen Serien' },
    '© Made with care. All rights reserved.': {
      fr: '© Fait avec soin. Tous droits réservés.',
      de: '© Mit Sorgfalt gemacht. Alle Rechte vorbehalten.',
    },
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.':
      {
        fr: 'En utilisant ce site, vous acceptez notre utilisation des cookies. Nous utilisons des cookies pour vous offrir une expérience agréable et assurer le bon fonctionnement de notre site.',
        de: 'Durch die Nutzung dieser Website stimmen Sie der Verwendung von Cookies zu. Wir verwenden Cookies, um Ihnen ein angenehmes Erlebnis zu bieten und einen reibungslosen Betrieb unserer Website zu gewährleisten.',
      },
    Accept: { fr: 'Accepter', de: 'Akzeptieren' },
    Decline: { fr: 'Refuser', de: 'Ablehnen' },
    // The members' page and area
    'Members’ notes': { fr: 'Notes des membres', de: 'Notizen für Mitglieder' },
    'Firing schedules, glaze tests and the dates of the next open studio, for members only.': {
      fr: 'Programmes de cuisson, essais d’émaux et dates du prochain atelier ouvert, réservés aux membres.',
      de: 'Brennpläne, Glasurtests und die Termine des nächsten offenen Ateliers, nur für Mitglieder.',
    },
    'This month: the river-green glaze at cone 6, and why we slow-cool it.': {
      fr: 'Ce mois-ci : l’émail vert rivière au cône 6, et pourquoi nous le refroidissons lentement.',
      de: 'Diesen Monat: die flussgrüne Glasur bei Kegel 6 und warum wir sie langsam abkühlen.',
    },
    'Studio members': { fr: 'Membres de l’atelier', de: 'Mitglieder des Ateliers' },
    'Welcome to the studio. New notes every month.': {
      fr: 'Bienvenue à l’atelier. De nouvelles notes chaque mois.',
      de: 'Willkommen im Atelier. Jeden Monat neue Notizen.',
    },
    // The shipping rates' names
    'Standard (3–5 days)': { fr: 'Standard (3 à 5 jours)', de: 'Standard (3–5 Tage)' },
    'Express (1–2 days)': { fr: 'Express (1 à 2 jours)', de: 'Express (1–2 Tage)' },
    International: { fr: 'International', de: 'International' },
    'Find a piece': { fr: 'Trouver une pièce', de: 'Ein Stück finden' },
    // The Contact page's map card and the Journal
    'United States': { fr: 'États-Unis', de: 'Vereinigte Staaten' },
    Journal: { fr: 'Carnet', de: 'Tagebuch' },

    // The Classes page and its price menu (demo-classes-words.ts)
    ...DEMO_CLASSES_WORDS,
    // The home page's marquee (demo-marquee-words.ts)
    ...DEMO_MARQUEE_WORDS,
    ...DEMO_DONATION_WORDS,
    // The Events page and the Contact page's Calendar block (demo-events.ts)
    ...DEMO_EVENTS_WORDS,
    // The Work page's kiln chart (demo-chart-words.ts)
    ...DEMO_CHART_WORDS,
    // The Work page's kiln bell, beside the chart (demo-audio-words.ts)
    ...DEMO_AUDIO_WORDS,
    // The home page's social links (demo-social-words.ts)
    ...DEMO_SOCIAL_WORDS,
    // The designed images of Home and About (demo-image-words.ts)
    ...DEMO_IMAGE_WORDS,
    // Page titles
    Home: { fr: 'Accueil', de: 'Startseite' },
    About: { fr: 'À propos', de: 'Über uns' },
    Contact: { fr: 'Contact', de: 'Kontakt' },
    Work: { fr: 'Créations', de: 'Arbeiten' },
    Shop: { fr: 'Boutique', de: 'Shop' },
    Film: { fr: 'Film', de: 'Film' },
    'Page not found': { fr: 'Page introuvable', de: 'Seite nicht gefunden' },

    // Home
    'Welcome to Riverside Studio': {
      fr: 'Bienvenue chez Riverside Studio',
      de: 'Willkommen im Riverside Studio',
    },
    'We design and make small-batch ceramics, lighting and furniture in a sunny studio by the river.': {
      fr: 'Nous dessinons et fabriquons en petites séries des céramiques, des luminaires et des meubles, dans un atelier ensoleillé au bord de la rivière.',
      de: 'Wir entwerfen und fertigen Keramik, Leuchten und Möbel in kleinen Serien, in einem sonnigen Atelier am Fluss.',
    },
    'See our work': { fr: 'Voir nos créations', de: 'Unsere Arbeiten ansehen' },
    'From the studio': { fr: 'Dans l’atelier', de: 'Aus dem Atelier' },
    'The studio workbench with glazed bowls drying in the light': {
      fr: 'L’établi de l’atelier, avec des bols émaillés qui sèchent à la lumière',
      de: 'Die Werkbank im Atelier mit glasierten Schalen, die im Licht trocknen',
    },
    'Every piece starts on this bench.': {
      fr: 'Chaque pièce commence sur cet établi.',
      de: 'Jedes Stück beginnt auf dieser Werkbank.',
    },
    'What we make': { fr: 'Ce que nous fabriquons', de: 'Was wir machen' },
    'Tableware thrown by hand and fired twice, so it lasts a lifetime of daily use.': {
      fr: 'De la vaisselle tournée à la main et cuite deux fois, faite pour toute une vie d’usage quotidien.',
      de: 'Geschirr, von Hand gedreht und zweimal gebrannt, damit es ein Leben lang täglich benutzt werden kann.',
    },
    'Lamps turned from local oak, wired and tested in the studio.': {
      fr: 'Des lampes tournées dans du chêne local, câblées et testées à l’atelier.',
      de: 'Lampen aus heimischer Eiche gedrechselt, im Atelier verkabelt und geprüft.',
    },
    'Make fewer things, and make them well.': {
      fr: 'Faire moins de choses, et les faire bien.',
      de: 'Weniger Dinge machen, und sie gut machen.',
    },
    'The studio motto': { fr: 'La devise de l’atelier', de: 'Das Motto des Ateliers' },
    'From the shop': { fr: 'À la boutique', de: 'Aus dem Shop' },
    'This month’s bowls are on sale. More in the shop.': {
      fr: 'Les bols du mois sont en promotion. D’autres pièces vous attendent à la boutique.',
      de: 'Die Schalen des Monats sind im Angebot. Mehr im Shop.',
    },

    // Work (and the home slideshow)
    'Our work': { fr: 'Nos créations', de: 'Unsere Arbeiten' },
    'A few pieces from this year’s firings. Select any of them to see it larger.': {
      fr: 'Quelques pièces des cuissons de cette année. Sélectionnez-en une pour l’agrandir.',
      de: 'Einige Stücke aus den Bränden dieses Jahres. Wählen Sie eines aus, um es größer zu sehen.',
    },
    'Celadon bowl on a linen cloth': {
      fr: 'Bol céladon sur une nappe en lin',
      de: 'Seladonschale auf einem Leinentuch',
    },
    'Celadon serving bowl, 28 cm.': {
      fr: 'Saladier céladon, 28 cm.',
      de: 'Servierschale in Seladon, 28 cm.',
    },
    'Tall amber-glazed vase': { fr: 'Grand vase à l’émail ambré', de: 'Hohe Vase mit Bernsteinglasur' },
    'Amber vase, wood-fired.': {
      fr: 'Vase ambré, cuit au bois.',
      de: 'Bernsteinfarbene Vase, im Holzofen gebrannt.',
    },
    'Three indigo tea cups': { fr: 'Trois tasses à thé indigo', de: 'Drei indigoblaue Teetassen' },
    'Indigo tea cups, a set of three.': {
      fr: 'Tasses à thé indigo, lot de trois.',
      de: 'Indigoblaue Teetassen, ein Set aus drei Stück.',
    },
    'Ash-glazed storage jar': {
      fr: 'Pot à provisions à l’émail de cendre',
      de: 'Vorratsgefäß mit Ascheglasur',
    },
    'Storage jar in natural ash glaze.': {
      fr: 'Pot à provisions à l’émail de cendre naturelle.',
      de: 'Vorratsgefäß in natürlicher Ascheglasur.',
    },
    'A pot rising on the wheel': {
      fr: 'Un pot qui monte sur le tour',
      de: 'Ein Gefäß wächst auf der Drehscheibe',
    },
    'On the wheel: four seconds of a morning’s throwing.': {
      fr: 'Sur le tour : quatre secondes d’une matinée de tournage.',
      de: 'Auf der Drehscheibe: vier Sekunden aus einem Morgen an der Scheibe.',
    },
    'Stack of rust-red plates': { fr: 'Pile d’assiettes rouge rouille', de: 'Ein Stapel rostroter Teller' },
    'Rust-red dinner plates.': { fr: 'Assiettes plates rouge rouille.', de: 'Rostrote Speiseteller.' },
    'Moss-green bottle by the window': {
      fr: 'Bouteille vert mousse près de la fenêtre',
      de: 'Moosgrüne Flasche am Fenster',
    },
    'Moss bottle, 32 cm.': { fr: 'Bouteille vert mousse, 32 cm.', de: 'Moosgrüne Flasche, 32 cm.' },
    'The kiln yard at dusk': { fr: 'La cour du four au crépuscule', de: 'Der Ofenhof in der Abenddämmerung' },
    'The kiln yard after a firing.': {
      fr: 'La cour du four après une cuisson.',
      de: 'Der Ofenhof nach einem Brand.',
    },

    // About
    'About us': { fr: 'À propos de nous', de: 'Über uns' },
    'Riverside Studio is a studio of three makers who share a kiln, a lathe and a love of useful things.': {
      fr: 'Riverside Studio, ce sont trois artisans qui partagent un four, un tour à bois et l’amour des objets utiles.',
      de: 'Riverside Studio ist das Atelier von drei Handwerkern, die sich einen Brennofen, eine Drechselbank und die Liebe zu nützlichen Dingen teilen.',
    },
    'We started in 2019 in a garage and moved to the old boathouse two years later.': {
      fr: 'Nous avons commencé en 2019 dans un garage, puis nous nous sommes installés dans l’ancien hangar à bateaux deux ans plus tard.',
      de: 'Wir haben 2019 in einer Garage angefangen und sind zwei Jahre später ins alte Bootshaus gezogen.',
    },
    'Three makers standing in front of the kiln': {
      fr: 'Trois artisans debout devant le four',
      de: 'Drei Handwerker vor dem Brennofen',
    },
    'The team, after the spring firing.': {
      fr: 'L’équipe, après la cuisson de printemps.',
      de: 'Das Team nach dem Frühjahrsbrand.',
    },
    'The workshop': { fr: 'L’atelier', de: 'Die Werkstatt' },
    'Two wheels, one wood-fired kiln and a long bench by the window: everything is made here.': {
      fr: 'Deux tours, un four à bois et un long établi près de la fenêtre : tout est fabriqué ici.',
      de: 'Zwei Drehscheiben, ein Holzbrennofen und eine lange Werkbank am Fenster: Hier entsteht alles.',
    },
    'Visit us': { fr: 'Venez nous voir', de: 'Besuchen Sie uns' },
    'The studio opens to visitors every Saturday from ten until four.': {
      fr: 'L’atelier accueille les visiteurs tous les samedis, de 10 h à 16 h.',
      de: 'Das Atelier ist jeden Samstag von 10 bis 16 Uhr für Besucher geöffnet.',
    },
    // About: the questions (Accordion block)
    'Questions we hear often': { fr: 'Les questions qu’on nous pose souvent', de: 'Häufige Fragen' },
    'Do you run pottery classes?': {
      fr: 'Proposez-vous des cours de poterie ?',
      de: 'Bieten Sie Töpferkurse an?',
    },
    'Yes: a beginners’ wheel class on Tuesday evenings and a weekend course once a month. Clay, glazes and firing are included.':
      {
        fr: 'Oui : un cours de tournage pour débutants le mardi soir et un stage de week-end une fois par mois. L’argile, les émaux et la cuisson sont compris.',
        de: 'Ja: einen Drehkurs für Anfänger am Dienstagabend und einmal im Monat einen Wochenendkurs. Ton, Glasuren und Brand sind inbegriffen.',
      },
    'How long does a firing take?': {
      fr: 'Combien de temps dure une cuisson ?',
      de: 'Wie lange dauert ein Brand?',
    },
    'A glaze firing takes a day, and the kiln needs two more to cool. Pieces made in a class are ready to collect three weeks later.':
      {
        fr: 'Une cuisson d’émail dure une journée, et le four met deux jours de plus à refroidir. Les pièces faites en cours sont prêtes à être récupérées trois semaines plus tard.',
        de: 'Ein Glasurbrand dauert einen Tag, und der Ofen braucht zwei weitere zum Abkühlen. Im Kurs gefertigte Stücke können drei Wochen später abgeholt werden.',
      },
    'Do you ship?': { fr: 'Livrez-vous ?', de: 'Versenden Sie?' },
    'We ship across Europe, packed in recycled paper and card. Every piece is insured until it reaches you.':
      {
        fr: 'Nous livrons dans toute l’Europe, emballé dans du papier et du carton recyclés. Chaque pièce est assurée jusqu’à ce qu’elle vous parvienne.',
        de: 'Wir versenden in ganz Europa, verpackt in Recyclingpapier und -karton. Jedes Stück ist versichert, bis es bei Ihnen ankommt.',
      },
    'Can I give a class as a gift?': {
      fr: 'Puis-je offrir un cours ?',
      de: 'Kann ich einen Kurs verschenken?',
    },
    'Yes: a gift card covers any class or any piece in the shop, and you choose the amount.': {
      fr: 'Oui : une carte cadeau vaut pour n’importe quel cours ou n’importe quelle pièce de la boutique, et vous en choisissez le montant.',
      de: 'Ja: Ein Geschenkgutschein gilt für jeden Kurs und jedes Stück im Shop, und Sie wählen den Betrag.',
    },

    // Contact
    'Get in touch': { fr: 'Nous contacter', de: 'Kontakt aufnehmen' },
    'Visit the studio on Saturdays from 10 to 4, or write to hello@example.com.': {
      fr: 'Passez à l’atelier le samedi de 10 h à 16 h, ou écrivez à hello@example.com.',
      de: 'Besuchen Sie das Atelier samstags von 10 bis 16 Uhr oder schreiben Sie an hello@example.com.',
    },
    'Email us': { fr: 'Nous envoyer un e-mail', de: 'Schreiben Sie uns eine E-Mail' },
    'Write to us': { fr: 'Écrivez-nous', de: 'Schreiben Sie uns' },
    Name: { fr: 'Nom', de: 'Name' },
    Email: { fr: 'E-mail', de: 'E-Mail' },
    Topic: { fr: 'Sujet', de: 'Thema' },
    Message: { fr: 'Message', de: 'Nachricht' },
    Commissions: { fr: 'Commandes sur mesure', de: 'Auftragsarbeiten' },
    Classes: { fr: 'Cours', de: 'Kurse' },
    'Something else': { fr: 'Autre chose', de: 'Etwas anderes' },
    Send: { fr: 'Envoyer', de: 'Senden' },
    'Thank you! We will write back within two days.': {
      fr: 'Merci ! Nous vous répondrons sous deux jours.',
      de: 'Vielen Dank! Wir antworten Ihnen innerhalb von zwei Tagen.',
    },
    'Studio notes': { fr: 'Nouvelles de l’atelier', de: 'Neues aus dem Atelier' },
    'New pieces and class dates, once a month.': {
      fr: 'Nouvelles pièces et dates des cours, une fois par mois.',
      de: 'Neue Stücke und Kurstermine, einmal im Monat.',
    },
    'Email Address': { fr: 'Adresse e-mail', de: 'E-Mail-Adresse' },
    'Sign Up': { fr: 'S’inscrire', de: 'Anmelden' },
    'Thank you! Please check your inbox to confirm your subscription.': {
      fr: 'Merci ! Consultez votre boîte de réception pour confirmer votre inscription.',
      de: 'Vielen Dank! Bitte bestätigen Sie Ihr Abonnement über die E-Mail in Ihrem Posteingang.',
    },
    'Search this site': { fr: 'Rechercher sur le site', de: 'Diese Website durchsuchen' },
    'Search the studio': { fr: 'Rechercher dans l’atelier', de: 'Im Atelier suchen' },

    // Not found
    'This page has wandered off': { fr: 'Cette page s’est égarée', de: 'Diese Seite hat sich verirrt' },
    'The address may be mistyped, or the piece may have sold. Our latest work is one click away.': {
      fr: 'L’adresse est peut-être mal saisie, ou la pièce a déjà trouvé preneur. Nos dernières créations sont à un clic.',
      de: 'Vielleicht ist die Adresse falsch geschrieben, oder das Stück ist schon verkauft. Unsere neuesten Arbeiten sind nur einen Klick entfernt.',
    },

    // Film
    'Four seconds at the wheel, filmed in the studio.': {
      fr: 'Quatre secondes au tour, filmées à l’atelier.',
      de: 'Vier Sekunden an der Drehscheibe, im Atelier gefilmt.',
    },
    'On the wheel, one morning in spring.': {
      fr: 'Sur le tour, un matin de printemps.',
      de: 'Auf der Drehscheibe, an einem Frühlingsmorgen.',
    },
    'A short open film we like, shown from YouTube.': {
      fr: 'Un court film libre que nous aimons, diffusé depuis YouTube.',
      de: 'Ein kurzer freier Film, den wir mögen, abgespielt von YouTube.',
    },
    'Big Buck Bunny': { fr: 'Big Buck Bunny', de: 'Big Buck Bunny' },
    'Big Buck Bunny, an open film by the Blender Foundation.': {
      fr: 'Big Buck Bunny, un film libre de la Blender Foundation.',
      de: 'Big Buck Bunny, ein freier Film der Blender Foundation.',
    },

    // The shop's products
    'Linen Apron': { fr: 'Tablier en lin', de: 'Leinenschürze' },
    'Heavy ': { fr: 'En ', de: 'Aus ' },
    'washed linen': { fr: 'lin lavé épais', de: 'schwerem, gewaschenem Leinen' },
    ' with deep pockets, cut and sewn in the studio.': {
      fr: ', avec de grandes poches, coupé et cousu à l’atelier.',
      de: ' mit tiefen Taschen, im Atelier zugeschnitten und genäht.',
    },
    'Two front pockets and a pen slot': {
      fr: 'Deux poches devant et un porte-stylo',
      de: 'Zwei Fronttaschen und ein Stifteinschub',
    },
    'Cross-back straps that spare your neck': {
      fr: 'Bretelles croisées dans le dos, qui ménagent la nuque',
      de: 'Im Rücken gekreuzte Träger, die den Nacken schonen',
    },
    'Machine washable; softer every time': {
      fr: 'Lavable en machine ; plus doux à chaque lavage',
      de: 'Maschinenwaschbar; mit jeder Wäsche weicher',
    },
    Size: { fr: 'Taille', de: 'Größe' },
    S: { fr: 'S', de: 'S' },
    M: { fr: 'M', de: 'M' },
    L: { fr: 'L', de: 'L' },
    Colour: { fr: 'Couleur', de: 'Farbe' },
    Natural: { fr: 'Naturel', de: 'Natur' },
    Indigo: { fr: 'Indigo', de: 'Indigo' },
    'Glazed Bowl': { fr: 'Bol émaillé', de: 'Glasierte Schale' },
    'Stoneware bowl in our river-green glaze. Each one is a little different.': {
      fr: 'Bol en grès, à notre émail vert rivière. Chacun est un peu différent.',
      de: 'Schale aus Steinzeug in unserer flussgrünen Glasur. Jede ist ein wenig anders.',
    },
    Small: { fr: 'Petit', de: 'Klein' },
    Large: { fr: 'Grand', de: 'Groß' },
    'Oak Table Lamp': { fr: 'Lampe de table en chêne', de: 'Tischlampe aus Eiche' },
    'Turned from local oak, wired and tested in the studio. Linen shade.': {
      fr: 'Tournée dans du chêne local, câblée et testée à l’atelier. Abat-jour en lin.',
      de: 'Aus heimischer Eiche gedrechselt, im Atelier verkabelt und geprüft. Lampenschirm aus Leinen.',
    },
    'Espresso Cup': { fr: 'Tasse à expresso', de: 'Espressotasse' },
    'A small cup with a thumb rest, for the first coffee of the day.': {
      fr: 'Une petite tasse avec un appui pour le pouce, pour le premier café de la journée.',
      de: 'Eine kleine Tasse mit Daumenauflage, für den ersten Kaffee des Tages.',
    },
    White: { fr: 'Blanc', de: 'Weiß' },
    Speckled: { fr: 'Moucheté', de: 'Gesprenkelt' },
    Black: { fr: 'Noir', de: 'Schwarz' },
    'Walnut Serving Board': { fr: 'Planche de service en noyer', de: 'Servierbrett aus Nussbaum' },
    'Oiled walnut, finished by hand. Big enough for a loaf and the butter.': {
      fr: 'Noyer huilé, fini à la main. Assez grande pour une miche de pain et le beurre.',
      de: 'Geölter Nussbaum, von Hand geschliffen. Groß genug für einen Laib Brot und die Butter.',
    },
    'Glaze Recipe Book (PDF)': { fr: 'Carnet de recettes d’émaux (PDF)', de: 'Glasur-Rezeptbuch (PDF)' },
    'Twenty of our studio glazes with firing notes. A download after payment.': {
      fr: 'Vingt émaux de notre atelier, avec leurs notes de cuisson. À télécharger après le paiement.',
      de: 'Zwanzig Glasuren aus unserem Atelier mit Brennnotizen. Zum Herunterladen nach der Zahlung.',
    },
    'Wheel-Throwing Class': { fr: 'Cours de tournage', de: 'Töpferkurs an der Drehscheibe' },
    'Three hours at the wheel on a Saturday morning, clay and firing included.': {
      fr: 'Trois heures au tour un samedi matin, terre et cuisson comprises.',
      de: 'Drei Stunden an der Drehscheibe an einem Samstagvormittag, Ton und Brand inbegriffen.',
    },
    'Gift Wrapping': { fr: 'Emballage cadeau', de: 'Geschenkverpackung' },
    'Recycled paper, a linen ribbon and a handwritten card.': {
      fr: 'Papier recyclé, ruban de lin et carte écrite à la main.',
      de: 'Recyclingpapier, ein Leinenband und eine handgeschriebene Karte.',
    },
  }),
);

/** Each page's address in French and German, by its English address (the home page keeps `/`). */
export const DEMO_ADDRESSES = new Map<string, Words>(
  Object.entries({
    about: { fr: 'a-propos', de: 'ueber-uns' },
    contact: { fr: 'contact', de: 'kontakt' },
    work: { fr: 'creations', de: 'arbeiten' },
    store: { fr: 'boutique', de: 'shop' },
    film: { fr: 'film', de: 'film' },
    'members-notes': { fr: 'notes-des-membres', de: 'notizen-fuer-mitglieder' },
    classes: { fr: 'cours', de: 'kurse' },
    'not-found': { fr: 'page-introuvable', de: 'seite-nicht-gefunden' },
    journal: { fr: 'carnet', de: 'tagebuch' },
    ...DEMO_EVENTS_ADDRESSES,
  }),
);
