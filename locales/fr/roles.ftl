# roles (fr)
# The role card (/role and the card sent at distribution): what the role does,
# the camp's goal, the card's headings, and the lover and infection notes.

lg-role-does = { $role ->
    [loup-garou] Chaque nuit, pendant la Chasse, tu sors avec la Meute : vous parlez dans votre salon et choisissez la proie avec vos Griffes. Le salon reste lisible, mais vous n'y écrivez que pendant la Chasse. Rentre à la Retraite, sinon une voix contre toi t'attend au premier vote du lendemain.
    [loup-garou-noir] Tu chasses chaque nuit avec la Meute, comme un Loup-Garou. Une fois par partie, après la Chasse, si tu as chassé et qu'il y a une proie, tu peux l'infecter au lieu de la tuer : elle survit, garde son rôle et ses pouvoirs, et rejoint la Meute.
    [araignee-loup] Tu es de la Meute et sors avec elle à la Chasse, mais sans Griffes : tu ne votes pas pour la proie. Chaque nuit, aux préparatifs, ton Fil d'Ariane suit un joueur : à l'aube, tu sais chez qui il est allé. Une fois par partie, ton Linceul cache le rôle de la proie qui meurt.
    [loup-garou-blanc] Tu chasses avec la Meute, qui te prend pour un loup ordinaire. Une nuit sur deux (les nuits paires), aux remèdes, tu peux tuer en secret un autre membre de la Meute : rien ne peut le sauver, pas même l'auberge.
    [voyante] Chaque nuit, aux préparatifs, tu découvres le rôle exact d'un autre joueur vivant. L'infection ne se voit pas : tu vois toujours le rôle d'origine.
    [renard] Chaque nuit, aux préparatifs, tu flaires un autre joueur et ses plus proches voisins vivants sur la place, un de chaque côté. « Oui » s'il y a un loup parmi eux (infecté·e et Loup-Garou Blanc compris), sinon « non », et tu perds ton flair pour de bon.
    [veilleur] Chaque nuit, aux préparatifs, tu surveilles la maison d'un autre joueur. À l'aube, tu sais combien de visites elle a reçues, même ratées, et le nom d'un des visiteurs, tiré au hasard.
    [aubergiste] Chaque nuit, aux préparatifs, tu héberges un autre joueur vivant, jamais le même deux nuits de suite. Ton invité·e échappe à la Chasse (sa maison est vide), mais pas au poison, au Loup-Garou Blanc ni au feu. Si tu es la proie, tu meurs, et ton invité·e est épargné·e.
    [cypher] Chaque nuit, aux préparatifs, tu choisis deux autres joueurs vivants et apprends s'ils sont du même camp ou de camps différents. Un·e infecté·e compte pour la Meute, et chaque solitaire forme un camp à part.
    [tailleur-de-pierre] Chaque nuit, aux préparatifs, tu mures la porte d'un joueur vivant, ni la tienne ni celle de la veille. Cette nuit-là, personne n'entre ni ne sort de cette maison : les loups ne peuvent pas y prendre leur proie, mais le feu passe quand même.
    [corbeau] Chaque nuit, aux préparatifs, tu marques un autre joueur vivant : il part au premier vote du lendemain avec deux voix contre lui, et le village apprend ta visite. S'il n'y a pas de vote ce jour-là, ou si ce joueur est enfermé, la marque est perdue.
    [dictateur] Une fois par partie, aux préparatifs, tu peux préparer un coup d'État. À l'aube, ton nom et ton rôle sont révélés, et ton coup remplace les tours de parole, le débat et le vote : tu exécutes un joueur de la place, ou personne. S'il était du Village, tu meurs de remords, sinon tu deviens Maire.
    [tavernier] Une fois par partie, aux préparatifs, tu peux offrir une tournée générale : pas de vote le lendemain. Les tours de parole, le débat et l'élection du Maire ont lieu quand même, et ton nom reste secret. Si un coup d'État tombe le même jour, tu gardes ta tournée pour une autre fois.
    [roi-du-silence] Chaque nuit, aux préparatifs, tu bâillonnes un autre joueur vivant, aussitôt et jusqu'à ta mort : il ne peut plus parler ni écrire nulle part, mais il entend et vote. Les bâillons s'accumulent, dans une limite fixée (deux à la fois par défaut).
    [serrurier] Chaque nuit, aux préparatifs, tu enfermes un autre joueur vivant, jamais le même deux nuits de suite. Le lendemain, jusqu'au crépuscule, la personne enfermée reste chez elle : elle n'entend personne, personne ne l'entend, elle ne vote pas et personne ne peut voter contre elle.
    [petite-fille] Au début de chaque Chasse, tu peux suivre les loups de loin ou de près, ou rester chez toi. En les suivant, tu surprends une partie de leurs messages et tu apprends leur proie, mais s'ils te repèrent, la proie, c'est toi. De près, tu entends plus, et tu risques plus.
    [sorciere] Chaque nuit, aux remèdes, tu vois la proie des loups, s'il y en a une, et tu choisis : la sauver avec ta Fiole de vie, empoisonner quelqu'un avec ta Fiole de mort, ou ne rien faire. Une seule action par nuit, et chaque fiole ne sert qu'une fois. Tu peux te sauver, pas t'empoisonner.
    [chasseur] Quand tu meurs, de quelque façon que ce soit (sauf si tu quittes la partie), tu tires aussitôt sur le joueur vivant de ton choix. Tu n'as que quelques secondes pour choisir, sinon tu ne tires pas.
    [necromancien] Tant que tu es en vie, tu lis et écris à tout moment dans le salon des morts, où tes messages apparaissent sous ton rôle et non sous ton nom. Bâillonné·e, tu ne peux que lire. Enfermé·e, tu n'y as pas accès ce jour-là.
    [rachimbourg] Une fois par partie, pendant le premier vote du jour ou juste après son résultat, tu peux ordonner un second vote, précédé d'un court débat, sans que ton nom soit révélé. Impossible si le vote du jour a été annulé ou remplacé.
    [idiot-du-village] La première fois que le village te désigne pour être pendu·e (vote, second vote ou choix du Maire), tu survis et ton rôle est révélé, mais tu perds ton droit de vote, pas ta parole. Désigné·e une seconde fois, tu meurs. Ta protection ne vaut que contre les votes.
    [cupidon] La première nuit, aux préparatifs, tu lies deux joueurs vivants, toi compris si tu veux. Les amoureux s'écrivent en privé jour et nuit et connaissent leurs noms, pas leurs rôles. Si l'un·e meurt, l'autre meurt aussitôt de chagrin.
    [mercenaire] La première nuit, on te propose deux joueurs : choisis ta cible (sans choix, c'est le premier). Si le village la pend le premier jour où il vote, tu gagnes seul·e et la partie s'arrête. Sinon, tu rejoins le Village pour de bon.
    [pyromane] Chaque nuit, aux remèdes, soit tu arroses d'essence la maison d'un autre joueur, pas encore arrosée, soit tu mets le feu : tous les joueurs arrosés encore en vie meurent à l'aube. Rien n'arrête le feu, ni fiole, ni mur, ni auberge.
   *[villageois] Tu n'as aucun pouvoir spécial. Le jour, écoute, débats et vote pour démasquer les loups : ta parole et ton Bulletin de vote sont tes armes.
}

lg-camp-goal = { $camp ->
    [meute] Tu gagnes si tous les joueurs hors de la Meute sont morts, ou dès que plus rien ne peut empêcher sa victoire. Même mort·e, tu gagnes avec elle.
    [loup-garou-blanc] Tu gagnes seul·e si tu es la dernière personne en vie, ou dès que plus rien ne peut empêcher ta victoire. La Meute n'est pas ton camp : tu joues aussi contre elle.
    [pyromane] Tu gagnes seul·e si tu es la dernière personne en vie, ou dès que plus rien ne peut empêcher ta victoire.
    [mercenaire] Tu gagnes seul·e si le village pend ta cible le premier jour où il vote : la partie s'arrête aussitôt. Sinon, ton contrat expire et tu joues pour le Village.
    [couple] Tu gagnes avec ton amoureux·se si vous êtes les deux dernières personnes en vie, ou dès que plus rien ne peut empêcher votre victoire. Vos camps d'origine ne comptent plus.
   *[village] Tu gagnes s'il ne reste en vie aucun membre de la Meute, aucun solitaire et aucun couple d'amoureux de camps différents. Même mort·e, tu gagnes avec le Village.
}

lg-card-does = Ce que tu fais
lg-card-items = Tes objets
lg-card-goal = Ton but
lg-card-next = Et maintenant
lg-card-next-text = { $phase ->
    [day] C'est le jour : parle avec le village sur la place. Au crépuscule, rentre vite chez toi (🏠).
    [night] C'est la nuit : attends ton tour, on t'écrira ici.
   *[other] Suis la partie sur la place, on t'écrira ici quand tu devras agir.
}
lg-card-lover = Tu es amoureux·se de { $name } : si l'un·e de vous meurt, l'autre meurt de chagrin. Vous pouvez vous écrire en privé, jour et nuit, et vous gagnez ensemble.
lg-card-infected = Tu as été infecté·e par le Loup-Garou Noir : tu gardes ton rôle et tes pouvoirs, mais tu joues désormais pour la Meute et tu chasses avec elle.

# Personnages of the Ronde (the Personnage card)
ronde-personnage-does = { $personnage ->
   *[figurant] Du J2 au J13, une action par jour : ouvrir un Procès (/ouvrir) ou porter plainte (/plainte), contre n'importe quel Personnage, Figurant compris. Tes plaintes contre la Diva sont nulles. Nouveau Figurant : anonyme seulement (option anonyme), jamais le lendemain d'un jour où tu as agi ; chaque jour une fois le Pianiste démasqué.
    [souffleur] Une fois par jour, /pouvoir souffler : un joueur et un extrait de son texte des Répétitions de la veille qui contient le thème. Figurant masqué et bon extrait : il est démasqué (+155). Pas un Figurant masqué : échec ; 3 jours de suite ou 6 en tout, et tu es démasqué·e. Plaintes nulles et pas de Procès tant que 6 Figurants ne sont pas tombés.
    [avocat-du-diable] Deux fois : une entre J2 et J7, une entre J8 et J13 (13 h 13), /pouvoir annuler sur un Procès ouvert où tu as posté, qui n'a pas encore ses 4 plaintes et où tu n'es pas accusé·e. S'il aboutit ou est écourté, il est annulé pour vice de procédure : réussite. Une période sans tentative est un échec ; deux échecs et tu es démasqué·e.
    [alice] Chaque jour, les Metteurs en scène te transmettent en MP des extraits de leurs échanges avec les joueurs (plaintes anonymes, pouvoirs cachés…). Et chaque jour, une action contre un Personnage de ta liste : ouvrir un Procès (/ouvrir) ou porter plainte (/plainte).
    [guignol] Une action par jour contre un Personnage de ta liste : ouvrir un Procès (/ouvrir) ou porter plainte (/plainte). Dès le J8, plus rien ne peut te démasquer : ta contrainte s'arrête, et un Procès juste contre toi est annoncé juste mais te laisse ton masque.
    [decorateur] Une action par jour contre un Personnage de ta liste (/ouvrir ou /plainte). Chaque jour, duel avec l'autre Décorateur : qui envoie le plus d'objets gagne, verdict en MP le lendemain. Battre l'autre 3 jours de suite ou 6 fois en tout le démasque ; 2 égalités de suite ou 4 en tout vous démasquent ensemble. Un Procès contre vous doit nommer les deux.
    [chucky] Deux fois : une entre J2 et J7, une entre J8 et J13 (13 h 13), /pouvoir ecourter sur un Procès ouvert où tu as posté : il est jugé aussitôt, même sans 4 plaintes, et tu marques des points comme si tu avais porté plainte. Réussite s'il est juste ; une période sans tentative est un échec, et deux échecs te démasquent.
    [voyante] Ta liste voit plus loin : les 9 Personnages qui te suivent dans la Ronde, 10 dès que 4 Figurants ont été démasqués. Une action par jour contre l'un d'eux : ouvrir un Procès (/ouvrir) ou porter plainte (/plainte).
    [mime] En plus des Personnages qui te suivent dans la Ronde, ta liste compte les 2 qui suivent celui du joueur que tu mimes (3 dès que 4 Figurants ont été démasqués). Une action par jour contre l'un d'eux (/ouvrir ou /plainte). Si ta cible est démasquée ou son registre trop maigre, les Metteurs en scène t'en désignent une autre.
    [petite-sirene] Une fois par jour, /pouvoir chant sur un joueur masqué jamais ciblé, avec un ordre : porter plainte dans un Procès ouvert (déposée aussitôt, sans points, comptée dans son quota) ; aller sur une case à 6 PA ou moins de la ville et y poster deux messages à 6 h d'écart ; ou prendre un objet en banque sans jamais le reposer.
    [halus] Trois plaintes anonymes dans la partie, une par période : J2–J5, J6–J9, J10–J13 (option anonyme de /plainte, ou de /ouvrir pour ouvrir un Procès). Chacune remplace ton action publique du jour. Le reste du temps, une action par jour contre un Personnage de ta liste.
    [woody] Deux fois dans la partie, jamais deux le même jour : /pouvoir question, « tel joueur est-il tel Personnage ? », réponse immédiate, oui ou non (pour un Revenant, oui seulement à « Revenant »). Et chaque jour, une action contre un Personnage de ta liste (/ouvrir ou /plainte).
    [pierrot-lunaire] Une fois par jour, /pouvoir endormir un autre joueur masqué jamais ciblé auparavant : tout le lendemain, la personne endormie ne peut ni ouvrir de Procès ni porter plainte (sauf plainte forcée par la Sirène), et sa contrainte est levée. Et chaque jour, une action contre un Personnage de ta liste (/ouvrir ou /plainte).
    [diva] Une fois par jour, /pouvoir designer un Personnage (sauf Figurant) : si la personne qui l'interprète a porté plainte contre toi, son pseudo est révélé à tous, sans démasquage. Démasquée, avant la bascule suivante, /pouvoir dernier-souffle sur un Personnage jamais désigné : s'il a porté plainte contre toi, il est démasqué.
    [pianiste] Une action par jour contre un Personnage de ta liste (/ouvrir ou /plainte). Ton effet joue quand tu tombes : chacun·e a alors deux actions par jour (une seule ouverture, jamais deux plaintes dans le même Procès), le Souffleur démasque deux Figurants d'un coup et les nouveaux Figurants agissent chaque jour.
    [destinee] D'ici la fin du J2, /pouvoir destin fixe tes 12 cibles différentes, une par jour du J2 au J13 (ni Figurant ni toi). Ta première action du jour vise la cible du jour ; déjà démasquée, passe à la suivante et ajoute-en une (/pouvoir destin-ajout), ou repose-toi. Un Procès contre toi n'est juste que si ton Procès de la veille n'a aucune plainte.
    [heros-tragique] Au J1, /pouvoir monstre désigne le Personnage monstrueux (ni la Destinée, ni Pinocchio, ni le Souffleur, ni toi). Puis /pouvoir traquer un joueur : si c'est le monstre, il est démasqué (+295), sinon c'est toi. Délai : fin du J6 ; ensuite, à chaque nouvelle cible, 5 jours à compter du lendemain. Pas de Procès, et tes plaintes sont nulles.
    [chevalier] Ta liste regarde en arrière : les 6 Personnages qui te précèdent dans la Ronde, et non ceux qui te suivent (7 dès que 4 Figurants ont été démasqués). Une action par jour contre l'un d'eux : ouvrir un Procès (/ouvrir) ou porter plainte (/plainte).
    [polichinelle] Au J4, au J8 et au J12, /pouvoir secret sur un joueur : toi et 5 joueurs masqués tirés au sort apprenez son Personnage en MP. Les jours pairs, du J2 au J12, /pouvoir accorder offre à un autre joueur masqué une plainte anonyme valable 24 h. Et chaque jour, une action contre un Personnage de ta liste.
    [homme-de-paille] Une action par jour contre un Personnage de ta liste (/ouvrir ou /plainte). À la fin du premier Procès contre toi qui recueille 4 plaintes valables, tu apprends en MP les Personnages (pas les joueurs) qui ont porté plainte, plaintes nulles exceptées ; hors Figurants, ils rejoignent ta liste.
    [pinocchio] En public (/ouvrir, /plainte), tu peux viser n'importe quel Personnage, Figurant compris, sans gagner ni perdre de points ; 3 participations publiques à des Procès justes te démasquent. Chaque jour, tu peux agir en anonyme à la place (option anonyme), contre ta liste, pour des points normaux. Une seule action par jour en tout.
    [revenant] Au début, rien de spécial : une action par jour contre un Personnage de ta liste (/ouvrir ou /plainte). Les Metteurs en scène te donneront les rôles de deux Personnages démasqués au plus : leurs pouvoirs, contraintes (dès le lendemain), Jokers et listes s'ajoutent. Seul un Procès qui t'accuse d'être le Revenant est juste.
}
ronde-card-list-title = Ta liste
ronde-card-does-title = Ce que tu peux faire
ronde-card-jokers-title = Jokers
ronde-card-quota-title = Actions aujourd'hui
ronde-card-counts-title = Compteurs
ronde-count = { $key ->
    [faux-streak] Souffles faux d'affilée : { $used }/{ $max } (démasqué·e à { $max })
    [faux-total] Souffles faux en tout : { $used }/{ $max } (démasqué·e à { $max })
    [attempts-left] Tentatives restantes : { $used }/{ $max }
    [questions] Questions posées : { $used }/{ $max }
    [sleeps] Joueurs endormis : { $used }
    [anon-plaintes] Plaintes anonymes : { $used }/{ $max } (une en J2–J5, J6–J9 et J10–J13)
    [accused-windows] Périodes accusé·e : { $used }/{ $max } (J2–J7 et J8–J13)
    [justes] Participations publiques à des Procès justes : { $used }/{ $max } (démasqué·e à { $max })
   *[deadline] Fin de la traque : J{ $used }
}
ronde-card-checklist-title = Tes contraintes
ronde-card-checklist-line = { $mark } J{ $day } { $what } : { $status }
ronde-card-constraint-title = Contrainte du jour
ronde-card-title = Ton Personnage : { $personnage }
ronde-card-status = { $status ->
    [masque] Masqué·e : tu n'as pas été démasqué·e publiquement, tu joues ton Personnage.
    [officieux] Démasqué·e officieusement : pour les autres, tu es encore masqué·e, mais tu ne peux plus ouvrir de Procès, porter plainte ni profiter de ton Personnage. L'annonce attend la clôture de tes Procès en cours.
   *[demasque] Démasqué·e : tu n'as plus de Personnage ni de contrainte. Tu rejoins le chœur des Démasqués, et tu peux encore donner ton avis dans les Procès et écrire aux Répétitions.
}
ronde-card-jokers = { $left ->
    [0] Plus de Joker.
    [one] Un Joker restant.
   *[other] { $left } Jokers restants.
}
ronde-card-no-jokers = Pas de Joker pour ce Personnage.
