/** The maps' texts (the listing's map and the offer page's location map), spread into the catalogues. */
export const mapMessagesEn = {
  'map.show': 'Map',
  'map.hide': 'Hide map',
  'map.backToList': 'Back to list',
  'map.title': 'Offers on the map',
  'map.label': 'Map of the offers; use the arrow keys to move it, + and − to zoom, Tab to reach the places',
  'map.loading': 'Loading the map…',
  'map.updating': 'Updating the map…',
  'map.places': '{count, plural, one {# place} other {# places}} with offers on the map',
  'map.empty': 'No offers in this part of the map',
  'map.noTiles': 'The map background could not be loaded; the offers are still shown.',
  'map.unsupported': 'Sorry, your browser does not support our map. Please update to a newer browser.',
  'map.cluster': '{count, plural, one {# offer} other {# offers}} here',
  'map.popup.title': '{count, plural, one {# offer} other {# offers}} here',
  'map.popup.more': 'Show more ({shown} of {total})',
  'map.popup.loading': 'Loading the offers…',
  'map.popup.failed': 'We couldn’t load these offers.',
  'map.popup.retry': 'Try again',
  'map.popup.zoomIn': 'Zoom in here',
  'map.offerLocations': 'Where the job is',
  'map.offerLocationsLabel': 'Map of the offer’s locations',
  'map.location': '{city}: the offer’s location',
} as const satisfies Record<string, string>;

export type MapMessageId = keyof typeof mapMessagesEn;

export const mapMessagesPl: Record<MapMessageId, string> = {
  'map.show': 'Mapa',
  'map.hide': 'Ukryj mapę',
  'map.backToList': 'Wróć do listy',
  'map.title': 'Oferty na mapie',
  'map.label':
    'Mapa ofert; przesuwaj ją strzałkami, przybliżaj klawiszami + i −, do miejsc przejdziesz klawiszem Tab',
  'map.loading': 'Wczytujemy mapę…',
  'map.updating': 'Odświeżamy mapę…',
  'map.places':
    '{count, plural, one {# miejsce} few {# miejsca} many {# miejsc} other {# miejsca}} z ofertami na mapie',
  'map.empty': 'Brak ofert w tej części mapy',
  'map.noTiles': 'Nie udało się wczytać podkładu mapy; oferty nadal są widoczne.',
  'map.unsupported':
    'Przepraszamy, Twoja przeglądarka nie obsługuje naszej mapy. Zaktualizuj ją do nowszej wersji.',
  'map.cluster': '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}} tutaj',
  'map.popup.title': '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}} tutaj',
  'map.popup.more': 'Pokaż więcej ({shown} z {total})',
  'map.popup.loading': 'Wczytujemy oferty…',
  'map.popup.failed': 'Nie udało się wczytać tych ofert.',
  'map.popup.retry': 'Spróbuj ponownie',
  'map.popup.zoomIn': 'Przybliż tutaj',
  'map.offerLocations': 'Gdzie jest praca',
  'map.offerLocationsLabel': 'Mapa lokalizacji oferty',
  'map.location': '{city}: lokalizacja oferty',
} as const;
