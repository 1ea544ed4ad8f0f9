# La Ronde des Pantins (fr)

ronde-game-created = Nouvelle partie de la Ronde des Pantins créée.
ronde-mj-dealt = Personnages distribués à { $count } joueurs.
ronde-role-card = Ton Personnage : { $personnage }. { $any ->
    [oui] Tu peux accuser n'importe quel Personnage.
   *[non] Ta liste : { $list }.
} { $jokers ->
    [none] Ton Personnage n'a pas de Joker.
   *[other] Jokers restants : { $jokers }.
}
ronde-day-began = Début du J{ $day }.
ronde-repetitions-open = Le fil « Répétitions — J{ $day } » est ouvert.
ronde-theme = Thème du jour J{ $day } : { $theme }
ronde-mj-no-theme = Aucun thème n'est fixé pour le J{ $day } : utilisez /mj jour theme.
ronde-diva-public = { $player } interprète la Diva.
ronde-game-end = J13, 13h13 : la partie est terminée. Le rideau tombe !
ronde-game-finished = Les Metteurs en scène ont clos la partie.
ronde-mime-target = Le joueur que tu dois mimer : { $player }.
ronde-guignol-constraint = Ta contrainte secrète : { $text }
ronde-alice-excerpt = Alice entend les grands parler : « { $text } »
ronde-proces-opened = Procès n°{ $n } ouvert par { $opener } : { $accused } serait { $personnage }. Arguments : « { $arguments } » (clôture au plus tard le <t:{ $until }:f>, <t:{ $until }:R>).
ronde-plainte = Procès n°{ $n } : « Moi, { $author }, pose une plainte contre { $accused } pour avoir trop cabotiné dans son rôle { DE($personnage) }. »
ronde-plainte-anonyme = Procès n°{ $n } : plainte anonyme contre { $accused } pour avoir trop cabotiné dans son rôle { DE($personnage) }.
ronde-proces-deliberation = Procès n°{ $n } : quatre plaintes, le tribunal délibère.
ronde-proces-closed = Procès n°{ $n } ({ $accused } en { $personnage }) : { $outcome ->
    [juste] JUSTE.
    [injuste] INJUSTE.
    [annule] annulé pour vice de procédure.
    [expire] annulé, faute de quatre plaintes en 24 heures.
    [fin-de-partie] clos par la fin de la partie (J13 13:13), sans quatre plaintes.
    [sans-suite] classé sans suite.
   *[other] { $outcome }.
}
ronde-nulls = Procès n°{ $n } : { $count ->
    [one] une plainte était nulle.
   *[other] { $count } plaintes étaient nulles.
}
ronde-unmasked = Démasqué·e ! { $player } interprétait { $personnage }.
ronde-unofficial = Ton masque est tombé officieusement : tu ne peux plus agir. L'annonce attendra la fin de ton Procès.
ronde-diva-appeal = La Diva ({ $player }) fait appel : elle garde son masque.
ronde-list-new = Nouveau Personnage dans ta liste : { $personnage }
ronde-secretary = Tu es la première personne démasquée : te voici Secrétaire des Démasqués.
ronde-secretary-set = { $player } est Secrétaire des Démasqués.
ronde-mj-transfigure = { $player }, Figurant, est démasqué·e : choisissez un nouveau Figurant (/mj joueur transfigurer). Candidats, par activité sur 48 h : { $candidates }.
ronde-mj-mime-repick = { $player } était la cible du Mime : désignez-lui une nouvelle cible (/mj joueur mime).
ronde-transfigured = Tu reçois un masque flambant neuf de Figurant !
ronde-last-breath = Dans ton dernier souffle, tu peux désigner un Personnage (/pouvoir dernier-souffle) avant la prochaine bascule.
ronde-chorus-destiny = La Destinée est démasquée. Sa liste restante : { $personnages }.
ronde-heros-redesignate = Choisis une nouvelle cible monstrueuse (/pouvoir monstre).
ronde-heros-target = Le Personnage { $personnage } est devenu monstrueux. Tu as jusqu'à la fin du J{ $day } pour le démasquer.
ronde-heros-pas-moi = Moi le grand héros, je ne suis pas ce péon { DE($player) } !
ronde-monstrous = Tu es devenu·e monstrueux·se : tu dois ouvrir un Procès chaque jour.
ronde-anon-sent = Ta demande anonyme est transmise aux Metteurs en scène.
ronde-anon-void = Ton action anonyme n'a pas eu lieu : elle ne compte pas dans ton quota.
ronde-mj-anon-card = Action anonyme n°{ $id } { DE($player) } : { $kind ->
    [plainte] une plainte dans le procès n°{ $proces }
    [ouverture] l'ouverture d'un procès, { $accused } accusé·e d'être { $personnage }
   *[other] { $detail }
}. Approuver ou refuser : les boutons, ou /mj bureau anonyme numero:{ $id }.
ronde-mj-anon-approved = Action anonyme n°{ $id } approuvée.
ronde-mj-review = Revue n°{ $item } : { $player }, { ronde-item-what }, J{ $day } ({ $jokers ->
    [none] pas de Joker pour son Personnage
   *[other] jokers restants : { $jokers }
}). Respectée / Joker / Excusée / Non respectée ?
ronde-mj-proof = Preuve n°{ $item } { DE($player) } : { ronde-item-what } { $written ->
    [yes] — « { $text } »{" "}
   *[no] {""}
}(pré-contrôle : { $precheck ->
    [ok] la preuve le satisfait
    [echec] la preuve ne le satisfait pas
   *[mj] à juger par un MJ
}). Valider ou refuser ?
ronde-mj-joker = { $player } déclare un Joker pour le J{ $day } : à confirmer.
ronde-joker-used = Joker accepté pour le J{ $day }.
ronde-joker-refused = Ton Joker est refusé.
ronde-mj-guess = { $player } propose une Ronde (juste : { $correct }).
ronde-guess-recorded = Ta proposition de Ronde est enregistrée. Verdict à la fin de la partie !
ronde-attempt-success = Ta tentative sur le Procès n°{ $proces } est réussie.
ronde-attempt-failure = Ta tentative sur le Procès n°{ $proces } a échoué.
ronde-annuler-done = C'est noté : le Procès n°{ $proces } sera annulé s'il aboutit.
ronde-pinocchio-count = Participations à des Procès justes : { $count } sur 3.
ronde-paille-learned = Ont porté plainte contre toi : { $personnages }.
ronde-souffle-juste = Bien soufflé ! { $player } était Figurant ({ $count ->
    [one] { $count } démasqué
   *[other] { $count } démasqués
}).
ronde-souffle-partiel = { $player } est bien Figurant… mais l'extrait ne convient pas.
ronde-souffle-protege = { $player } est protégé·e : rien ne se passe.
ronde-souffle-faux = Raté : { $player } n'est pas un Figurant masqué ({ $total ->
    [one] { $total } erreur
   *[other] { $total } erreurs
}).
ronde-phrase-set = Ta phrase est enregistrée.
ronde-sirene-forced = Envoûté·e par le chant de la Sirène, tu portes plainte dans le Procès n°{ $proces }.
ronde-sirene-order = Envoûté·e par le chant de la Sirène, tu dois obéir demain : { $order }.
ronde-woody-yes = Oui : { $player } est { $personnage }.
ronde-woody-no = Non : { $player } n'est pas { $personnage }.
ronde-asleep = Tu dors pendant le J{ $day } : ni plainte ni Procès, et pas de contrainte.
ronde-diva-reveal = La Diva a désigné { $personnage } : c'est { $player } qui l'interprète, et qui a porté plainte contre elle !
ronde-diva-nothing = La Diva a désigné { $personnage } : rien à signaler.
ronde-destiny-set = Ta liste de Destinée est enregistrée.
ronde-secret = Secret de Polichinelle : { $player } est { $personnage }.
ronde-grant = Polichinelle t'accorde une plainte anonyme, valable 24 heures.
ronde-revenant-role = Tu reçois le rôle { DE($personnage) }.
ronde-chorus-proposal = Proposition n°{ $id } : { $action ->
    [enqueter] enquêter sur { $player }
    [endormir] endormir { $player }
    [secret] répandre un secret sur { $player }
    [bougie] souffler la bougie { DE($player) }
    [trancher] trancher le fil du destin { DE($player) }
   *[other] { $action } { $player }
}.
ronde-chorus-decided = { $by ->
    [mj] Les Metteurs en scène tranchent ({ $name }) : proposition n°{ $id }.
   *[secretaire] Le Secrétaire tranche : proposition n°{ $id }.
}
ronde-mj-chorus-tie = Égalité au vote des Démasqués du J{ $day } : tranchez (les boutons, ou /mj bureau trancher).
ronde-chorus-investigated = Les Démasqués enquêtent : { $player } serait { $personnage }.
ronde-chorus-secret = D'après les Démasqués, { $player } est { $personnage }.
ronde-chorus-secret-wrong = D'après les Démasqués, { $player } est { $personnage }… mais les Démasqués se sont trompés ^^

ronde-mj-question = Question { DE($player) } : « { $text } »
ronde-mj-question-card = Question n°{ $n } { DE($player) } : « { $text } »
ronde-mj-deco-due = Les Décorateurs ({ $pair }) ont fini le J{ $day } : saisissez le nombre d'objets que chacun vous a envoyés (0 : contrainte manquée).
ronde-deco-won = Duel des Décorateurs, J{ $day } : tu as battu l'autre Décorateur.
ronde-deco-tie = Duel des Décorateurs, J{ $day } : égalité.
ronde-deco-lost = Duel des Décorateurs, J{ $day } : l'autre Décorateur t'a battu·e.

ronde-leaderboard = Classement : { $board }
ronde-heros-prompt = Désigne aujourd'hui le Personnage qui deviendra monstrueux (/pouvoir monstre).
ronde-mj-mime-pick = Choisissez le joueur que le Mime devra imiter (/mj joueur mime).
ronde-mj-secretary-choose = { $players } sont démasqués en même temps, les premiers de la partie : choisissez le ou la Secrétaire des Démasqués parmi eux (/mj joueur secretaire). D'ici là, il n'y en a pas.
ronde-mj-guignol-pick = Donnez à Guignol sa contrainte secrète (/mj joueur guignol).
ronde-souffleur-prompt = Choisis aujourd'hui ta phrase d'au moins 8 mots (/pouvoir phrase).
ronde-destinee-prompt = Déclare aujourd'hui tes 12 cibles, du J2 au J13 (/pouvoir destin).

ronde-mj-secretary-replace = Le ou la Secrétaire des Démasqués est devenu·e Figurant : désignez-en un·e autre (/mj joueur secretaire).

ronde-mj-heros-idle = { $player } (Héros tragique) n'a pas désigné de cible monstrueuse au J{ $day } : à juger.

ronde-mj-sirene-order = Ordre de la Sirène n°{ $id } à { $player } : { $order }. Approuver ou refuser : les boutons, ou /mj bureau sirene numero:{ $id }.

ronde-diva-list = Les Personnages que la Diva doit démasquer : { $list }.

ronde-mj-souffle-theme = Souffle n°{ $id } : l'extrait « { $excerpt } » { DE($player) } contient-il le thème ? (les boutons, ou /mj bureau souffle numero:{ $id } et theme : vrai ou faux)
ronde-souffle-pending = L'extrait { DE($player) } est bien là : les Metteurs en scène vérifient le thème.

ronde-mj-review-ping = Rappel : { $count ->
    [one] une carte de revue attend votre décision.
   *[other] { $count } cartes de revue attendent votre décision.
}

ronde-mj-don = { $player } envoie aux Metteurs en scène : « { $items } ». Carton ou cantine ? (les boutons, ou /mj bureau don)

ronde-mj-proces-points = Procès n°{ $n }, points : { $points }.

# Refusals of this game (the shared codes are in errors.ftl)
error-ronde-not-mj = Commande réservée aux Metteurs en scène.
error-not-started = Les Procès commencent J2.
error-ended = La partie est terminée (J13 13h13).
error-spectator = Les Spectateurs ne participent pas au jeu.
error-unmasked = Tu es démasqué : tu ne peux plus agir.
error-unofficial = Ton masque est tombé (officieusement) : tu ne peux plus agir.
error-asleep = Tu es endormi aujourd'hui.
error-quota = Tu as déjà agi aujourd'hui.
error-one-opening = Une seule ouverture de Procès par jour.
error-not-in-list = Ce Personnage n'est pas dans ta liste.
error-unknown-player = Joueur inconnu ou non inscrit.
error-unknown-character = Personnage inconnu.
error-target-unmasked = Ce joueur est déjà démasqué.
error-own-trial = Pas de plainte dans un Procès que tu as ouvert.
error-already-complained = Tu as déjà porté plainte dans ce Procès.
error-closed = Ce Procès est clos.
error-not-a-trial = Ce fil n'est pas un Procès.
error-duplicate = Un Procès identique est déjà ouvert : { $lien }.
error-deco-two = Les Décorateurs : indique deux joueurs.
error-cannot-open = Tu ne peux pas ouvrir de Procès.
error-anon-only = Nouveau Figurant : actions anonymes seulement.
error-every-other = Prochaine action possible J{ $n }.
error-no-anon = Pas de plainte anonyme disponible.
error-no-power = Tu ne disposes pas de ce pouvoir.
error-window = Pas utilisable aujourd'hui ({ $fenetre ->
    [jour-passe] pour un jour déjà commencé, à partir de J2
    [un-par-jour] une fois par jour
    [diva-demasquee] une fois la Diva démasquée, jusqu'à la bascule suivante
    [jusqu-a-j2] jusqu'à la fin de J2
    [destin-du-jour] quand l'entrée du jour de ta liste est déjà démasquée
    [monstre] J1, ou quand une nouvelle cible est due
    [monstre-designe] une fois ton monstre désigné
    [j4-j8-j12] J4, J8 et J12
    [jours-pairs] les jours pairs, de J2 à J12
    [halus] une plainte anonyme en J2–J5, J6–J9 et J10–J13
    [joker-jour] pour aujourd'hui ou hier
   *[other] { $fenetre }
}).
error-used = Pouvoir déjà utilisé ({ $n }/{ $max }).
error-not-posted = Tu dois avoir posté dans ce Procès.
error-concluded = L'issue de ce Procès est déjà connue.
error-already-targeted = Tu as déjà choisi cette cible.
error-destiny-day = Aujourd'hui, ta cible est { $personnage }.
error-bad-format = Format invalide : { $detail }.
error-no-joker = Pas de Joker disponible.
error-not-demasque = Réservé au chœur des Démasqués.
error-not-secretary = Réservé au Secrétaire.
error-guessed = Tu as déjà proposé une Ronde.
error-answered = Cette question a déjà reçu sa réponse.
error-forwarded = Cette carte a déjà été transmise à Alice.
error-decided = Cette carte est déjà décidée, par { $mj } : { $choice ->
        [approuver] Approuver
        [refuser] Refuser
        [respectee] Respectée
        [joker] Joker
        [excusee] Excusée
        [non-respectee] Non respectée
        [valider] Valider
        [confirmer] Confirmer
        [theme-ok] Thème OK
        [pas-theme] Pas le thème
        [carton] Carton (+7)
        [cantine] Cantine (+13)
        [rien] Rien
        [repondre] répondu
       *[other] { $choice }
    }. Rien n'a changé.

# The game on Discord (issue 10)
ronde-annonces-open = 📣 Annonces de la Ronde des Pantins : le Régisseur y publie les démasquages, les proclamations du Héros et la fin de la partie.
ronde-place-open = 🏛️ Place du village : parlez ici de tout et de rien.
ronde-mj-clock = Horloge réglée par { $mj } : la partie est au { $at }, { $speed ->
    [1] au rythme réel.
   *[other] { $speed } fois plus vite que le temps réel.
}
ronde-reminder = Rappel : ta contrainte du J{ $day } n'est pas encore prouvée (/preuve) ; le J{ $day } finit <t:{ $until }:R>.
ronde-mj-corrected = Correction par { $mj } : { $player } { $field } = { $value } (motif : { $reason }).
ronde-proces-deadline = Procès n°{ $n } : les Metteurs en scène reportent la clôture au <t:{ $until }:f> (<t:{ $until }:R>).
ronde-woke = Les Metteurs en scène te réveillent : tu peux agir au J{ $day }.
ronde-answer = Réponse des Metteurs en scène : { $text }
ronde-chorus-vote = { $player } vote pour la proposition n°{ $id }.
ronde-final = 🎭 Le rideau tombe. Classement :
    { $board }
    Les Personnages : { $cast }.
    La Ronde : { $ronde }.

ronde-category = La Ronde des Pantins n°{ $id }
ronde-join-message = La Ronde des Pantins n°{ $id } : inscrivez-vous avec le bouton ou /rejoindre (les Metteurs en scène inscrivent spectateurs et MJ). Joueurs ({ $count }) : { $names }
ronde-join-closed = La Ronde des Pantins n°{ $id } : les Personnages sont distribués. Joueurs ({ $count }) : { $names }
ronde-post-annonces = 📣 Annonces
ronde-post-place = 🏛️ Place du village
ronde-post-loge = 🎤 Loge de la Diva
ronde-post-repetitions = Répétitions — J{ $day }
ronde-post-proces = Procès n°{ $n } — { $accused } : { $personnage }
ronde-action-plainte-proces = Porter plainte
ronde-action-ouvrir = Accuser
ronde-action-personnage = Personnage
ronde-action-plainte = Porter plainte
ronde-action-plainte-anonyme = Plainte anonyme
ronde-action-souffler = Souffler
ronde-action-annuler = Annuler un Procès
ronde-action-ecourter = Écourter un Procès
ronde-action-chant = Chant de la Sirène
ronde-action-question = Question de Woody
ronde-action-endormir = Endormir
ronde-action-designer = Désigner un Personnage
ronde-action-dernier-souffle = Dernier souffle
ronde-action-monstre = Désigner le monstre
ronde-action-traquer = Traquer
ronde-action-pas-moi = « Je ne suis pas… »
ronde-action-secret = Secret de Polichinelle
ronde-action-accorder = Accorder une plainte anonyme
ronde-action-voter = Voter
ronde-action-anon = Action anonyme n°{ $n }
ronde-action-revue = Revue n°{ $n }
ronde-action-preuve = Preuve n°{ $n }
ronde-action-joker = Joker
ronde-action-sirene = Ordre de la Sirène n°{ $n }
ronde-action-souffle = Souffle n°{ $n }
ronde-action-don = Don
ronde-action-trancher = Trancher
ronde-action-transfigurer = Nouveau Figurant
ronde-action-mime = Cible du Mime
ronde-action-secretaire = Secrétaire des Démasqués
ronde-action-repondre = Répondre
ronde-action-deco = Objets du J{ $n }
ronde-action-alice = → Alice
ronde-field-reponse = Réponse (envoyée en MP)
ronde-field-objets = Objets envoyés par { $name }
ronde-field-texte = Extrait pour Alice (à caviarder)
ronde-option-approuver = Approuver
ronde-option-refuser = Refuser
ronde-option-respectee = Respectée
ronde-option-joker = Joker
ronde-option-excusee = Excusée
ronde-option-non-respectee = Non respectée
ronde-option-valider = Valider
ronde-option-confirmer = Confirmer
ronde-option-theme-ok = Thème OK
ronde-option-pas-theme = Pas le thème
ronde-option-carton = Carton (+7)
ronde-option-cantine = Cantine (+13)
ronde-option-rien = Rien
ronde-card-decided = ✅ { $choice } — décidé par { $mj }.
ronde-card-auto = ✅ Approuvée automatiquement.
ronde-card-answered = 💬 Répondu par { $mj } : « { $text } »
ronde-card-alice = → Alice : transmis par { $mj }.
ronde-card-alice-gone = → Alice : plus aucune Alice n'écoute.
ronde-status-lobby = La Ronde des Pantins n°{ $id } : inscriptions ouvertes ({ $count } joueurs), distribution par /mj demarrer ou /mj partie distribuer.
ronde-status-ended = La Ronde des Pantins n°{ $id } : la partie est terminée.
ronde-status = La Ronde des Pantins n°{ $id } : J{ $day } ({ $now }), encore { $hours } h { $minutes } min jusqu'au <t:{ $end }:f> (<t:{ $end }:R>). Procès ouverts : { $open }.
ronde-card-spectator = Tu es Spectateur·rice : tu lis le tribunal, sans Personnage ni commande de jeu.
ronde-card-mj = Vous faites partie des Metteurs en scène de cette partie : votre bureau est #bureau-des-mj.
ronde-card-waiting = Tu es inscrit·e : les Personnages seront distribués au J1.
ronde-card-any = n'importe quel Personnage
ronde-card = Ton Personnage : { $personnage } ({ $status ->
    [masque] masqué·e
    [officieux] démasqué·e officieusement
   *[demasque] démasqué·e
}). Ta liste : { $list }. { $jokers ->
    [none] Pas de Joker pour ce Personnage.
   *[other] Jokers restants : { $jokers }.
} Actions aujourd'hui : { $actions }. Contraintes : { $items }.
    { $constraint }
ronde-item-a-faire = à faire
ronde-item-preuve-soumise = preuve soumise
ronde-item-validee = validée
ronde-item-refusee = refusée
ronde-item-dispensee = dispensée
ronde-item-joker = joker
ronde-item-respectee = respectée
ronde-item-excusee = excusée
ronde-item-non-respectee = non respectée
ronde-item-in-review = en revue
# What a checklist item is about, on the Personnage card and the MJs' sheet.
ronde-item-what = { $kind ->
    [constraint] contrainte du Personnage { $name }
    [sirene-case] ordre de la Sirène (aller en case « { $detail } »)
    [sirene-banque] ordre de la Sirène (prendre « { $detail } » à la banque)
    [heros-cible] cible du Héros tragique
    [monster] désignation du monstre
    [destinee] cible de la Destinée
   *[other] « { $detail } »
}
ronde-board = 📊 Classement (réservé aux Metteurs en scène), J{ $day } :
    { $board }
ronde-classement = 📊 Classement :
    { $board }
ronde-classement-hidden = Le classement sera publié à la fin de la partie (J13, 13h13).
ronde-constraint-figurant = Contrainte : chaque jour jusqu'au J12, un texte de 3 à 20 lignes dans les Répétitions qui fait allusion au thème du jour.
ronde-constraint-souffleur = Contrainte : au J2, choisis une phrase d'au moins 8 mots (/pouvoir phrase) ; glisse-la chaque jour dans un message du tribunal (un mot peut changer).
ronde-constraint-avocat-du-diable = Contrainte : tous les deux jours, défends un participant d'un Procès (un joueur différent à chaque fois). Pouvoir : annuler un Procès (J2–J7, J8–J13).
ronde-constraint-alice = Contrainte : chaque jour, un message qui contient deux questions.
ronde-constraint-guignol = Contrainte : secrète, donnée par les Metteurs en scène. Dès le J8, tu ne peux plus être démasqué·e.
ronde-constraint-decorateur = Contrainte : chaque jour, envoie des objets de décoration aux Metteurs en scène ; celui qui en envoie le plus bat l'autre.
ronde-constraint-chucky = Contrainte : chaque jour, nettoie une case orange ou rouge de la mini-carte (captures avant et après). Pouvoir : écourter un Procès (J2–J7, J8–J13).
ronde-constraint-voyante = Contrainte : chaque jour, un message avec au moins trois verbes au futur.
ronde-constraint-mime = Contrainte : chaque jour, 7 entrées du registre identiques à celles de la veille du joueur que tu mimes.
ronde-constraint-petite-sirene = Contrainte : chaque jour, deux messages à 6 h d'écart postés depuis le sud de la ville. Pouvoir : le chant, une fois par jour.
ronde-constraint-halus = Contrainte : chaque jour, deux messages à 6 h d'écart postés depuis l'est de la ville. Pouvoir : trois plaintes anonymes.
ronde-constraint-woody = Contrainte : chaque jour, deux messages à 6 h d'écart postés depuis l'ouest de la ville. Pouvoir : deux questions.
ronde-constraint-pierrot-lunaire = Contrainte : chaque jour, deux messages à 6 h d'écart postés depuis le nord de la ville. Pouvoir : endormir un joueur par jour.
ronde-constraint-diva = Pas de contrainte ; tout le monde saura au J2 qui tu es. Pouvoir : désigner un Personnage par jour.
ronde-constraint-pianiste = Contrainte : tous les deux jours, un message citant au moins 5 mots d'une chanson française connue (sinon un objet de musique).
ronde-constraint-destinee = Contrainte : au J2, déclare tes 12 cibles (/pouvoir destin), puis ouvre chaque jour un Procès contre la cible du jour (ou porte plainte).
ronde-constraint-heros-tragique = Contrainte : chaque jour, /pouvoir pas-moi ; traque le Personnage monstrueux que tu désignes au J1 (/pouvoir monstre).
ronde-constraint-chevalier = Contrainte : chaque jour, un message qui désigne un Personnage de ta liste par une périphrase.
ronde-constraint-polichinelle = Contrainte : chaque jour, réponds à un joueur en te vantant. Pouvoirs : secrets (J4, J8, J12) et plaintes anonymes accordées (jours pairs).
ronde-constraint-homme-de-paille = Contrainte : deux fois (J2–J7, J8–J13), être accusé·e dans un Procès qui recueille 4 plaintes.
ronde-constraint-pinocchio = Contrainte : tous les trois jours, deux participations publiques à des Procès injustes. Une plainte anonyme par jour.
ronde-constraint-revenant = Les Metteurs en scène te donneront les rôles de deux Personnages démasqués.
ronde-list = Ta liste : { $list }
ronde-list-any = Tu peux accuser n'importe quel Personnage, Figurant compris.
ronde-anon-asked = Ta demande anonyme est transmise aux Metteurs en scène ; personne d'autre ne la voit.
ronde-opened = Ton Procès est ouvert dans #tribunal.
ronde-proof-sent = Ta preuve est enregistrée.
ronde-joker-sent = C'est noté : les Metteurs en scène vérifient leur coffre.
ronde-question-sent = Ta question est transmise aux Metteurs en scène.
ronde-chorus-empty = Aucune proposition aujourd'hui (/demasques proposer).
ronde-chorus-status = Propositions du jour (votes) :
    { $lines }
ronde-mj-overview = La Ronde des Pantins n°{ $id }, J{ $day } ({ $now }). Masqués : { $masked }, officieux : { $unofficial }, démasqués : { $unmasked } (Figurants démasqués : { $figurants }). Décisions en attente au bureau : { $cards }.
    Procès ouverts :
    { $open }
    Dernières corrections :
    { $corrections }
# /mj partie voir: an open procès, and a correction.
ronde-mj-open-proces = { $label } ({ $count ->
    [one] une plainte
   *[other] { $count } plaintes
}) → <t:{ $until }:R>
ronde-mj-correction-line = { $at } { $by } : { $what } ({ $why })
ronde-mj-sheet = { $name } ({ $kind ->
        [spectateur] spectateur·rice
        [mj] Metteur en scène
       *[joueur] joueur·euse
    }) : { $personnage }, { $status ->
        [officieux] démasqué·e officieusement
        [demasque] démasqué·e
       *[masque] masqué·e
    }. Liste : { $list }. { $jokers ->
    [none] Pas de Joker (son Personnage n'en a pas).
   *[other] Jokers utilisés : { $jokers }.
} Aujourd'hui : { $openings ->
    [one] { $openings } ouverture
   *[other] { $openings } ouvertures
}, { $plaintes ->
    [one] { $plaintes } plainte
   *[other] { $plaintes } plaintes
}. Points : { $points }.
    Contraintes : { $items }
    Compteurs : { $counters }
ronde-mj-choice = { $key ->
    [phrase] Phrase : « { $value } »
    [destiny] Cibles de la Destinée : { $value }
    [monster] Monstre : { $value }
    [asleep] Endormis : { $value }
    [charmed] Envoûtés par la Sirène : { $value }
   *[designated] Désignés par la Diva : { $value }
}
ronde-proof-validated = Ta preuve du J{ $day } est validée (contrôle automatique).
ronde-card-posts = Ses messages de ce jour au tribunal :

# The Ronde's cards (embeds): titles and the day's quota.
ronde-card-verdict = ⚖️ Verdict du procès
ronde-card-curtain = 🎭 Le rideau tombe
ronde-card-board-title = Classement
ronde-card-cast-title = Les Personnages
ronde-card-cast-line = { $player } : { $personnage }
ronde-card-ronde-title = La Ronde
ronde-card-themes-title = Les thèmes du jour
ronde-card-theme = J{ $day } : « { $theme } »
ronde-card-quota = Procès ouverts : { $opened } · Plaintes : { $complaints }
ronde-proof-choice = { ronde-item-what }, J{ $day }
error-nothing-to-prove = Rien à prouver sous ce nom{ $open ->
    [none] {""} : tu n'as rien à prouver du jour ni de la veille, ou c'est déjà chez les Metteurs en scène.
   *[other] {""}. À prouver maintenant : { $open } (l'option contrainte les propose).
} Rien n'a changé.
