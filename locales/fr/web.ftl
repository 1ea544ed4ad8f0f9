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

# /historique and /stats (src/discord/commands/historique.rs, stats.rs) and their pages.
historique-none = Aucune partie terminée sur ce serveur pour l'instant.
historique-head = Les parties terminées de ce serveur, des plus récentes aux plus anciennes :
historique-line = n°{ $id } · { $kind } · <t:{ $ended }:d> · { $players } joueurs · { $winner }
historique-first = en tête : { $names }
historique-more = … et { $count ->
    [one] une autre
   *[other] { $count } autres
}.
historique-web = { $count ->
    [0] Tout l'historique, les récits et les exports : <{ $url }>
   *[other] … et { $count } autres. Tout l'historique, les récits et les exports : <{ $url }>
}
stats-camp = { $camp ->
    [meute] Meute
    [loup-garou-blanc] Loup-Garou Blanc
    [pyromane] Pyromane
    [mercenaire] Mercenaire
    [couple] Couple
    [aucun] sans vainqueur
   *[village] Village
}
stats-player = Les statistiques de { $name } sur ce serveur :
stats-lg = Loups-Garous : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ({ $rate } %), en vie à la fin { $survived ->
    [0] jamais
    [1] une fois
   *[other] { $survived } fois
}.
stats-lg-none = Loups-Garous : aucune partie terminée.
stats-camps = Par camp (victoires/parties) : { $list }.
stats-roles = Par rôle : { $list }.
stats-ronde = La Ronde des Pantins : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $first ->
    [0] aucune première place
    [one] une première place
   *[other] { $first } premières places
}, masque gardé { $masked ->
    [0] jamais
    [1] une fois
   *[other] { $masked } fois
}, { $points } points en tout (meilleur score : { $best }). Personnages : { $list }.
stats-ronde-none = La Ronde des Pantins : aucune partie terminée.
stats-server = Les statistiques du serveur : { $lg ->
    [one] { $lg } partie
   *[other] { $lg } parties
} de Loups-Garous et { $ronde ->
    [one] { $ronde } Ronde des Pantins terminée
   *[other] { $ronde } Rondes des Pantins terminées
}.
stats-size = { $players } joueurs : { $list }
stats-sizes = Loups-Garous, les victoires de chaque camp par nombre de joueurs : { $list }.
stats-top-roles = Les rôles qui gagnent le plus : { $list }.
stats-web = Les graphiques : <{ $url }>
web-history-title = L'historique du serveur
web-history-who = Chaque partie terminée, avec son récit et son export.
web-history-games = Les parties terminées, de la plus récente à la plus ancienne
web-history-number = n°{ $number }
web-stats-title = Les statistiques du serveur
web-stats-who = Calculées à partir des journaux des parties terminées.
web-history-game = Partie
web-history-kind = Jeu
web-history-ended = Fin
web-history-players = Joueurs
web-history-winner = Vainqueur
web-history-open = Voir
web-history-export = Exporter
web-stats-camps = Loups-Garous : les victoires de chaque camp par nombre de joueurs
web-stats-simulated = simulé (regisseur simulate)
web-percent = { $rate } %
web-labelled = { $label } : { $value }
web-stats-roles = Les rôles, du plus gagnant au moins gagnant
web-stats-role = Rôle
web-stats-rate = Victoires
web-stats-games = Parties
web-stats-points = La Ronde des Pantins : les points en fin de partie
web-stats-none = Aucune partie terminée pour l'instant.
web-export = Exporter la partie (scénario)

web-ronde-line = { $line ->
    [ouvrir-juste] procès ouvert, juste
    [ouvrir-injuste] procès ouvert, injuste
    [plainte-recue] plainte reçue
    [plainte-juste] plainte dans un procès juste
    [plainte-injuste] plainte dans un procès injuste
    [n-aboutit-pas] procès qui n'aboutit pas
    [demasque-accuse] accusé·e démasqué·e
    [enqueter] enquête
    [endormir] endormir
    [secret-faux] secret faux
    [secret-vrai] secret vrai
    [souffler-bougie] souffler la bougie
    [secretaire] secrétaire
    [etre-demasque] être démasqué·e
    [deviner-ronde] deviner la Ronde
    [chronique] chronique
    [meilleure-chronique] meilleure chronique
    [participation-fv] participation au FV
    [repetitions-beaucoup] beaucoup de Répétitions
    [repetitions-peu] peu de Répétitions
    [bonus-rp] bonus RP
    [souffleur-figurant] Souffleur sur un Figurant
    [heros-monstre] Héros et son monstre
    [carton] carton
    [cantine] cantine
   *[other] autre
}
web-ronde-line-head = Ligne du barème
web-ronde-points-title = Les points, ligne par ligne
web-ronde-at = Quand
web-ronde-cause = Cause
web-ronde-corrections = Les corrections des MJ
web-ronde-by = Par
web-ronde-what = Quoi
web-ronde-why = Pourquoi
web-ronde-days = Jour par jour
web-ronde-desk = { $count ->
    [0] Aucune décision n'attend au bureau.
    [one] Une décision attend au bureau.
   *[other] { $count } décisions attendent au bureau.
}
web-empty = Personne pour l'instant.
web-ronde-no-proces = Aucun procès pour l'instant.
web-ronde-no-unmasked = Personne n'est encore démasqué.
web-ronde-no-points = Aucun point encore.
web-ronde-no-corrections = Aucune correction.
