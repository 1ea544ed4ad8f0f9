# errors (fr)
error-no-game = Aucune partie en cours.
error-not-a-player = Tu n'es pas inscrit à cette partie.
error-not-mj = Seul un MJ peut faire ça.
error-wrong-phase = Pas maintenant.
error-not-now = Pas maintenant : { lg-item-use }.
error-paused = La partie est en pause : rien ne bouge jusqu'à ce qu'un MJ la reprenne (/mj reprendre).
error-not-paused = La partie n'est pas en pause (/mj pause l'y met).
error-not-your-item = Tu n'as pas cet objet, ou il est épuisé.
error-dead-actor = Les morts ne peuvent pas faire ça.
error-locked = Tu es enfermé·e.
error-gagged = Tu es bâillonné·e.
error-no-vote = Tu as perdu ton droit de vote.
error-target-dead = Cette cible est morte.
error-target-self = Tu ne peux pas te cibler toi-même.
error-target-invalid = Cette cible n'est pas permise.
error-target-not-allowed = Cette cible n'est pas permise. Cibles permises maintenant : { $allowed }.
error-form-invalid = Ce formulaire est mal rempli (un champ vide ou trop long, ou pas le nombre entier attendu) : rien n'a changé.
error-target-locked = Cette cible est enfermée.
error-already-acted = C'est déjà fait.
error-role-unknown = Le rôle « { $role } » n'existe pas. Rôles possibles : { $roles }. Rien n'a changé.
error-composition-invalid = Composition invalide : { $why ->
        [nombre] { $roles } rôles pour { $players } joueurs, il en faut un par joueur.
        [griffes] ni Loup-Garou ni Loup-Garou Noir, la Meute n'aurait pas de griffes.
       *[taille] pas de composition par défaut pour { $players } joueurs (il en faut de 6 à 30).
    } Rien n'a changé.
error-game-running = Une partie est déjà en cours.
error-lobby-full = La partie est complète.
error-not-voice-game = Cette partie ne se joue pas au vocal (elle a été créée sans `vocal:oui`).
error-button-not-yours = Ce bouton n'est pas pour toi.
error-button-stale = Ce bouton a expiré : son étape est terminée, ou il a déjà servi. Rien n'a changé.
error-setting-unknown = Le réglage « { $key } » n'existe pas. Réglages possibles : { $keys }. Rien n'a été créé.
error-setting-none = Ce jeu ne prend aucun réglage (« { $key } » donné). Rien n'a été créé.
error-setting-value = Le réglage « { $key } » attend { $expected ->
        [duree] une durée (30s, 2min, 1h)
        [nombre] un nombre entier
        [oui-non] oui ou non
        [date] une date (2027-03-20)
        [heure] une heure (18:00)
        [instant] un instant (2027-03-27T20:00:00+01:00)
        [fuseau] un fuseau horaire (Europe/Paris)
       *[minutes] un nombre de minutes dans la durée de la partie
    }, pas « { $value } ». Rien n'a été créé.
error-setting-pair = « { $pair } » n'est pas un réglage : écrivez clé=valeur (exemple : parole=30s vote=60). Rien n'a été créé.
error-option-one-value = L'option { $option } prend une seule valeur, sans espace, virgule ni « = » (par exemple debut:2027-03-20). Rien n'a été créé.
error-seat-bot = « { $name } » est un bot : il ne peut pas prendre de place dans une partie. Rien n'a été changé.
error-seat-not-member = « { $name } » n'est pas membre de ce serveur : impossible de lui donner une place dans une partie. Rien n'a été changé.
error-seat-taken = « { $name } » a déjà une place dans la partie n°{ $game }, en cours sur ce serveur. Rien n'a été changé.
error-setup = La partie n'est pas créée : il manque quelque chose au bot, et rien n'a été fait.
error-still-running = Cette partie n'est pas finie : terminez-la d'abord (/mj terminer), puis archivez-la.
error-already-archived = Les salons de cette partie sont déjà supprimés.
error-answer-one-of = Donnez soit joueur (sa plus ancienne question en attente), soit question (son numéro), pas les deux. Rien n'a été changé.
error-ambiguous-player = « { $name } » désigne plusieurs joueurs : { $players }. Une mention (@) ou le nom d'utilisateur lève le doute. Rien n'a changé.
