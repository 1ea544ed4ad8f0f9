# loups-garous (fr)

lg-role-name = { $role ->
    [loup-garou] Loup-Garou
    [loup-garou-noir] Loup-Garou Noir
    [araignee-loup] Araignée-Loup
    [loup-garou-blanc] Loup-Garou Blanc
    [voyante] Voyante
    [renard] Renard
    [veilleur] Veilleur
    [aubergiste] Aubergiste
    [cypher] Cypher
    [tailleur-de-pierre] Tailleur de Pierre
    [corbeau] Corbeau
    [dictateur] Dictateur
    [tavernier] Tavernier
    [roi-du-silence] Roi du silence
    [serrurier] Serrurier
    [petite-fille] Petite Fille
    [sorciere] Sorcière
    [chasseur] Chasseur
    [necromancien] Nécromancien
    [rachimbourg] Rachimbourg
    [idiot-du-village] Idiot du village
    [cupidon] Cupidon
    [mercenaire] Mercenaire
    [pyromane] Pyromane
    [hidden] rôle caché
   *[villageois] Simple Villageois
}

lg-camp-name = { $camp ->
    [meute] la Meute
    [loup-garou-blanc] le Loup-Garou Blanc
    [pyromane] le Pyromane
    [mercenaire] le Mercenaire
    [couple] le couple
   *[village] le Village
}

lg-wolf-name = { $wolf ->
    [0] Loup Glouton
    [1] Loup Peureux
    [2] Loup Hurleur
    [3] Loup Boiteux
    [4] Loup Affamé
    [5] Loup Rusé
    [6] Loup Grognon
   *[other] Loup Solitaire
}

lg-seating = Les coussins de la place, dans l'ordre : { $names }.
lg-role-card = Ton rôle : { lg-role-name }. Tu joues pour { lg-camp-name }.
lg-day-1 = Premier jour : journée libre ({ $secs } s){ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    }. Trouvez votre maison !
lg-dusk = Le crépuscule tombe : rentrez chez vous dans les { $secs } s{ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    } (🏠 /rentrer).
lg-home = Tu es rentré·e chez toi.
# A last call (30 s, then 10 s, before the end) to a player who still has to vote or go home.
lg-last-call = ⏳ Plus que { $left } s pour { $what ->
        [rentrer] rentrer chez toi (🏠 /rentrer)
       *[voter] voter (/voter)
    }{ $until ->
        [none] .
       *[other] , fin <t:{ $until }:R>.
    }
lg-surpris-you = Tu as été surpris·e dehors : renvoyé·e chez toi, tu partiras au premier vote de demain avec des voix contre toi.
lg-night = Les portes se ferment. La nuit tombe sur le village.
lg-late-you = Tu es rentré·e en retard : une voix contre toi au premier vote de demain.
lg-choice-ok = C'est noté ({ lg-item-name }).
lg-prompt = À toi d'agir. Objets utilisables : { $items }. Proie : { $prey }.
lg-prompt-griffes = La Chasse commence : choisis la proie avec tes Griffes.
lg-prompt-ecoute = Les loups sortent. Tu peux les suivre de loin ou de près (ecoute loin / pres), ou rester chez toi.
lg-retraite = Rentre chez toi dans les { $secs } s{ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    } (🏠 /rentrer), sinon tu seras retardataire.
lg-retraite-den = Rentrez chez vous dans les { $secs } s{ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    } (🏠 ici ou /rentrer), sinon vous serez retardataires.
lg-hunt = La Chasse est ouverte : vous pouvez écrire ici jusqu'à la Retraite.
lg-den = La Meute : { $names }.
lg-prey = La proie est { $name }.
lg-prey-none = Pas de proie cette nuit.
lg-prey-walled = Porte murée : pas de proie cette nuit.
lg-prey-empty = Maison vide : pas de proie cette nuit.
lg-prey-girl = Vous avez surpris la Petite Fille : elle est votre proie.
lg-follower-prey = Les loups sont entrés chez { $name }.
lg-relay = { lg-wolf-name } : « { $text } »
lg-infected-meute = { $name } a été infecté·e et rejoint la Meute.
lg-seer = { $name } est { lg-role-name }.
lg-fox-yes = Oui : il y a un loup autour { DE($name) }.
lg-fox-no = Non : pas de loup autour { DE($name) }. Tu perds ton flair.
lg-cypher-same = { $a } et { $b } sont du même camp.
lg-cypher-different = { $a } et { $b } sont de camps différents.
lg-watch = La maison { DE($house) } a reçu { $count ->
    [one] une visite
   *[other] { $count } visites
}, dont celle { DE($name) }.
lg-watch-none = Personne n'est venu chez { $house } cette nuit.
lg-thread = { $name } est allé·e chez : { $houses }.
lg-thread-home = { $name } n'est pas sorti·e.
lg-note-inn = Tu as dormi à l'auberge.
lg-note-wall = Ta porte a été murée cette nuit.
lg-note-infected = Tu as été infecté·e : tu joues désormais pour la Meute.
lg-note-soaked = Ta maison sent l'essence…
lg-lover = Cupidon t'a lié·e à { $name } : si l'un meurt, l'autre meurt de chagrin.
lg-contract-offer = Choisis ta cible parmi : { $names }.
lg-contract-signed = Contrat signé : fais pendre { $name } au premier jour de vote.
lg-contract-expired = Ton contrat a expiré : tu joues désormais pour le Village.
lg-gagged = 🔇 { $name } a été bâillonné·e.
lg-gags-lifted = Le Roi du silence est mort : tout le monde retrouve la parole.
lg-locked = 🔒 { $name } est enfermé·e chez lui·elle aujourd'hui.
lg-locked-you = Tu es enfermé·e chez toi jusqu'au crépuscule.
lg-dawn = Le jour { $day } se lève.
lg-dead = { $name } est mort·e cette nuit. Son rôle : { lg-role-name }.
lg-dead-infected = { $name } est mort·e. Son rôle : { lg-role-name } (infecté·e, Meute).
lg-infected-mark = { $infected ->
    [oui] {" "}(infecté·e, Meute)
   *[non] {""}
}
lg-dead-hidden = { $name } est mort·e. Son rôle : rôle caché.
lg-dead-parti = { $name } est parti·e. Son rôle : { lg-role-name }{ lg-infected-mark }.
lg-dead-grief = { $name } meurt de chagrin. Son rôle : { lg-role-name }{ lg-infected-mark }.
lg-dead-shot = { $name } est abattu·e. Son rôle : { lg-role-name }{ lg-infected-mark }.
lg-dead-coup = { $name } est exécuté·e. Son rôle : { lg-role-name }{ lg-infected-mark }.
lg-dead-remorse = { $name } meurt de remords. Son rôle : { lg-role-name }{ lg-infected-mark }.
lg-hanged = { $name } est pendu·e. Son rôle : { lg-role-name }{ lg-infected-mark }.
lg-outside = Surpris dehors cette nuit : { $names }.
lg-tir = { $name } était Chasseur et tire une dernière fois.
lg-prompt-fusil = Tu meurs : tire sur quelqu'un dans les { $secs } s (fusil).
lg-shot = { $hunter } tire sur { $name }.
lg-no-shot = { $hunter } ne tire pas.
lg-succession = { $name } était Maire et choisit qui lui succède.
lg-prompt-successor = Choisis ton successeur dans les { $secs } s (echarpe).
lg-mayor-elected = { $name } est élu·e Maire.
lg-mayor-successor = { $name } reçoit l'écharpe de Maire.
lg-mayor-drawn = { $name } est tiré·e au sort comme Maire.
lg-mayor-coup = { $name } prend l'écharpe de Maire.
lg-coup = Coup d'État ! { $name }, Dictateur, prend le pouvoir.
lg-coup-stage = Le Dictateur a { $secs } s pour exécuter quelqu'un{ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    }.
lg-coup-cancelled = Le Dictateur n'est plus là : pas de coup d'État, la journée suit son cours.
lg-prompt-coup = Exécute un joueur de la place, ou personne (coup-d-etat).
lg-tournee = Tournée générale : pas de vote aujourd'hui.
lg-election = Élection du Maire : { $secs } s pour voter avec votre Bulletin, le décompte en direct dans le message épinglé 📌{ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    }.
lg-parole = Tours de parole du jour { $day }, dans cet ordre : { $order }. Chacun·e a { $secs } s au plus, et { $silence } s de silence passent la parole à la personne suivante.
lg-assemblee = Assemblée générale : { $secs } s de débat libre{ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    }.
lg-vote-open = Le vote est ouvert ({ $secs } s, le décompte en direct dans le message épinglé 📌){ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    }.
lg-preloaded = { $name } part avec { $votes } voix.
lg-crow = { $name } a reçu la visite du Corbeau.
lg-tally = Résultat : { $tally }.
lg-tie = Égalité entre { $names } : le Maire tranche.
lg-prompt-tie = Égalité : choisis qui pendre, ou épargne tout le monde (echarpe … / personne), { $secs } s.
lg-prompt-tie-successor = Te voici Maire pendant l'égalité : choisis qui pendre, ou épargne tout le monde (echarpe … / personne), avant <t:{ $until }:T> (<t:{ $until }:R>).
lg-spared = Personne n'est pendu aujourd'hui.
lg-idiot = { $name } est l'Idiot du village : épargné·e, mais privé·e de vote.
lg-second-vote-ordered = Le Rachimbourg ordonne un second vote.
lg-second-vote = Second vote : débat puis vote ({ $secs } s){ $until ->
        [none] {""}
       *[other] , fin <t:{ $until }:R>
    }.
lg-warned = { $name } est inactif·ve et a été prévenu·e.
lg-warned-you = Tu es inactif·ve : agis avant la fin du prochain vote ou tu seras éliminé·e.
lg-replaced = { $name } prend la place d'un joueur.
lg-end = Fin de la partie : { lg-camp-name } l'emporte !
lg-end-draw = Fin de la partie : personne ne survit, pas de vainqueur.
lg-end-terminated = La partie a été arrêtée par le MJ.
lg-end-role = { $name } : { lg-role-name }{ $infected ->
    [oui] {" "}(infecté·e)
   *[non] {""}
}{ $alive ->
    [oui] {""}
   *[non] {" "}†
}

# Items by id (buttons, menus, autocomplete, inventory).
lg-item-name = { $item ->
    [bulletin] Bulletin de vote
    [sablier] Sablier
    [griffes] Griffes
    [fil-d-ariane] Fil d'Ariane
    [linceul] Linceul
    [contrat] Contrat
    [fleches] Flèches de Cupidon
    [boule-de-cristal] Boule de cristal
    [flair] Flair
    [lanterne] Lanterne
    [cle-de-chambre] Clé de chambre
    [cryptogramme] Cryptogramme
    [truelle] Truelle
    [plume] Plume
    [coup-d-etat] Coup d'État
    [tournee-generale] Tournée générale
    [baillon] Bâillon
    [cadenas] Cadenas
    [ecoute] Écoute
    [infection] Infection
    [fiole-de-vie] Fiole de vie
    [fiole-de-mort] Fiole de mort
    [croc-blanc] Croc blanc
    [essence] Essence
    [allumette] Allumette
    [fusil] Fusil
    [echarpe] Écharpe de Maire
    [second-vote] Second vote
    [rentrer] Rentrer chez soi
   *[other] { $item }
}
# A prompt once used, or once its step is over (its buttons are then disabled).
# Where a game stands (/partie): "nuit 2, chasse".
lg-phase = { $kind ->
    [lobby] inscriptions
    [day] jour { $n }, { lg-stage-name }
    [dusk] jour { $n }, crépuscule
    [night] nuit { $n }, { lg-step-name }
    [dawn] jour { $n }, aube
   *[ended] fin
}
lg-step-name = { $step ->
    [preparatifs] préparatifs
    [chasse] chasse
    [retraite] retraite
    [loup-garou-noir] Loup-Garou Noir
    [remedes] remèdes
    [araignee-loup] Araignée-Loup
   *[other] { $step }
}
lg-stage-name = { $stage ->
    [libre] journée libre
    [election] élection du Maire
    [parole] tours de parole
    [assemblee] assemblée générale
    [vote] vote
    [egalite] égalité
    [second-vote] second vote
    [coup-d-etat] coup d'État
    [tir] tir du Chasseur
    [succession] succession du Maire
   *[other] { $stage }
}
lg-time-left = { $min ->
    [0] { $sec } s
   *[other] { $min } min { $sec } s
}
# The role card's items: "Griffes (pendant la Chasse : désigne la proie)".
lg-role-card-items = Tes objets : { $items }. Utilise-les avec les boutons qu'on t'envoie ici quand ils servent, ou avec /utiliser.
lg-role-card-no-items = Pas d'objet à toi : tu joues avec ton Bulletin de vote et ta parole.
lg-item-use = { lg-item-name } ({ lg-item-when })
lg-item-when = { $item ->
    [griffes] pendant la Chasse : désigne la proie
    [fil-d-ariane] aux préparatifs : suis un joueur
    [linceul] à ton étape, une fois : emporte la proie
    [contrat] la première nuit : choisis ta cible
    [fleches] la première nuit : lie deux amoureux
    [boule-de-cristal] aux préparatifs : découvre un rôle
    [flair] aux préparatifs : flaire un loup autour d'un joueur
    [lanterne] aux préparatifs : surveille une maison
    [cle-de-chambre] aux préparatifs : héberge un joueur
    [cryptogramme] aux préparatifs : compare les camps de deux joueurs
    [truelle] aux préparatifs : mure une porte
    [plume] aux préparatifs : charge un joueur de deux voix
    [coup-d-etat] aux préparatifs, une fois : prépare ton coup
    [tournee-generale] aux préparatifs, une fois : pas de vote demain
    [baillon] aux préparatifs : bâillonne un joueur
    [cadenas] aux préparatifs : enferme un joueur
    [ecoute] au début de la Chasse : suis les loups de loin ou de près
    [infection] à ton étape, une fois : infecte la proie
    [fiole-de-vie] aux remèdes, une fois : sauve la proie
    [fiole-de-mort] aux remèdes, une fois : tue un joueur
    [croc-blanc] aux remèdes, les nuits paires : tue un loup
    [essence] aux remèdes : arrose une maison
    [allumette] aux remèdes : brûle les maisons arrosées
    [fusil] à ta mort : tire sur un joueur
    [second-vote] pendant le vote, une fois : ordonne un second vote
   *[other] { $item }
}

## Voice mode
lg-voice-away = 🎙️ Cette partie se joue au vocal et tu n'es pas dans ses salons vocaux : rejoins le salon vocal « place » de la partie avant <t:{ $until }:T> (<t:{ $until }:R>), sinon tu seras considéré·e comme parti·e et ton rôle sera révélé.
lg-voice-back = 🎙️ Te revoilà au vocal : tu restes dans la partie.

# Cards (embeds): the role card's title and camp line, the public moments' titles, the end's camps.
lg-card-title = Ton rôle : { lg-role-name }
lg-card-camp = Tu joues pour { lg-camp-name }.
lg-card-hanging = ⚖️ Le verdict du village
lg-card-shot = 🔫 Le dernier tir du Chasseur
lg-card-mayor = 🎖️ Le village a un Maire
lg-card-end-camp = { $camp ->
    [meute] Meute
    [loup-garou-blanc] Loup-Garou Blanc
    [pyromane] Pyromane
    [mercenaire] Mercenaire
    [couple] Couple
   *[village] Village
} ({ $count }){ $won ->
    [oui] {" "}🏆
   *[non] {""}
}
