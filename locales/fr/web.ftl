# The web view: spectators' pages and the MJs' ledger (src/web/).

web-timeline = Ce qui s'est dit
web-picture = Le village : les coussins, les tombes, le Maire, les bâillons et les verrous.
web-more = Tout le dossier
web-to = à { $name }
web-to-mjs = aux MJ
web-gone-title = Page introuvable
web-gone = Cette page n'existe pas, ou plus. Un lien de spectateur vient du salon de la partie.
web-refused-title = Lien refusé
web-refused = Ce lien n'est pas (ou plus) valable. Demandez-en un nouveau avec /mj lien dans le salon de la partie.
web-home-title = Régisseur
web-home = Le maître du jeu de Loups-Garous et de la Ronde des Pantins. Les parties se suivent par le lien posté dans leur salon.
web-paused = La partie est en pause.
web-kind-loups-garous = Loups-Garous
web-kind-ronde-des-pantins = La Ronde des Pantins
web-kind-compteur = Compteur
web-watch-title = { $kind } · partie n°{ $id }
web-watch-who = Vue des spectateurs : ce que montrent les salons publics, en direct.
web-mj-title = { $kind } · partie n°{ $id } · registre des MJ
web-mj-who = Tout ce que sait le Régisseur. Lien personnel, valable jusqu'au { $until } : ne le partagez pas.
web-ledger-csv = Le registre (CSV)

web-lg-roster = Les habitants
web-lg-player = Joueur
web-lg-life = Vie
web-lg-marks = Marques
web-lg-votes = Voix
web-lg-role = Rôle
web-lg-roles = Les rôles
web-lg-items-left = Objets restants
web-lg-items-used = Objets utilisés
web-lg-mayor = Maire
web-lg-gagged = bâillonné·e
web-lg-locked = enfermé·e
web-lg-speaking = a la parole
web-lg-alive = vivant·e
web-lg-dead = mort·e
web-lg-dead-as = mort·e ({ $role })
web-lg-lover = amoureux·se
web-lg-infected = infecté·e

web-ronde-lobby = Inscriptions
web-ronde-over = La Ronde est finie
web-ronde-day = Jour { $day }
web-ronde-proces = Les procès
web-ronde-n = N°
web-ronde-accused = Accusé·e
web-ronde-alleged = Personnage allégué
web-ronde-state = État
web-ronde-plaintes = Plaintes
web-ronde-until = Échéance
web-ronde-state-ouvert = ouvert
web-ronde-state-deliberation = en délibération
web-ronde-state-juste = juste
web-ronde-state-injuste = injuste
web-ronde-state-annule = annulé
web-ronde-state-expire = expiré
web-ronde-state-sans-suite = sans suite
web-ronde-demasques = Les Démasqués
web-ronde-opened-by = Ouvert par { $who }.
web-ronde-plainte-public = publique
web-ronde-plainte-anonymous = anonyme
web-ronde-plainte-forced = forcée par la Sirène
web-ronde-plainte-demasques = des Démasqués
web-ronde-null = , nulle
web-ronde-unmasked = Les Démasqués
web-ronde-player = Joueur
web-ronde-personnage = Personnage
web-ronde-players = Le registre
web-ronde-mask-head = Masque
web-ronde-mask = { $status ->
    [masque] masqué·e
    [officieux] tombé, pas encore annoncé
   *[demasque] démasqué·e
}
web-ronde-points = Points
web-ronde-jokers = Jokers utilisés
