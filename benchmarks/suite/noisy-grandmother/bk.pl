% A random family tree.
parent(banusa, baba).
parent(banusa, lumanu).
parent(banusa, nisa).
parent(bato, lupegu).
parent(bato, nizade).
parent(baza, fohanu).
parent(baza, vima).
parent(bazato, bamaba).
parent(bazato, deguma).
parent(bazato, ralu).
parent(bazato, tonuke).
parent(denu, basa).
parent(denu, vijo).
parent(desinu, guha).
parent(desinu, mofo).
parent(desinu, samo).
parent(foluza, hababa).
parent(foluza, joli).
parent(foluza, josasi).
parent(foluza, toke).
parent(fope, lugu).
parent(fope, nuke).
parent(fosi, deguza).
parent(fosi, nuto).
parent(guha, lupegu).
parent(guha, nizade).
parent(guma, niba).
parent(guma, tosa).
parent(gusa, mosa).
parent(gusa, saninu).
parent(gusi, lurali).
parent(gusi, petojo).
parent(gusi, tosi).
parent(guza, rafora).
parent(guza, ramo).
parent(guza, sagu).
parent(guza, sajomo).
parent(hadejo, hama).
parent(hadejo, nideza).
parent(hadejo, peguvi).
parent(halu, hanu).
parent(halu, toragu).
parent(hapeza, kelu).
parent(hapeza, sigu).
parent(hara, joguni).
parent(hara, vipe).
parent(hara, virape).
parent(hasa, fosi).
parent(hasa, keha).
parent(hasa, rajolu).
parent(hasi, lisani).
parent(hasi, nutoli).
parent(jofo, jolu).
parent(jofo, samoto).
parent(jofo, vihade).
parent(jojo, foli).
parent(jojo, nike).
parent(jokeha, nibamo).
parent(jokeha, peli).
parent(jokeha, sijo).
parent(jopeli, dejomo).
parent(jopeli, liba).
parent(jopeli, nideli).
parent(jopeli, tonupe).
parent(jora, bade).
parent(jora, joni).
parent(jora, ragunu).
parent(josini, bama).
parent(josini, lide).
parent(jozaza, fohanu).
parent(jozaza, vima).
parent(kegujo, nito).
parent(kegujo, nudejo).
parent(kegujo, tosama).
parent(keguli, jolu).
parent(keguli, samoto).
parent(keguli, vihade).
parent(keha, basijo).
parent(keha, mora).
parent(keha, vigu).
parent(keke, kelipe).
parent(keke, zasa).
parent(kesa, derato).
parent(kesa, joha).
parent(kesa, tope).
parent(kesa, tozake).
parent(lilimo, basa).
parent(lilimo, vijo).
parent(lisa, gusa).
parent(lisa, malima).
parent(lisa, togu).
parent(lito, mosa).
parent(lito, saninu).
parent(lujo, banusa).
parent(lujo, hasi).
parent(lujo, lilimo).
parent(luke, fokegu).
parent(luke, zavi).
parent(lumara, bajo).
parent(lumara, mape).
parent(lumo, gusa).
parent(lumo, malima).
parent(lumo, togu).
parent(lumojo, jokeha).
parent(lumojo, kegujo).
parent(lumojo, lumara).
parent(lura, keke).
parent(lura, sito).
parent(lura, viviba).
parent(lurali, jofo).
parent(lurali, savi).
parent(lurali, sisa).
parent(lurali, tora).
parent(lusi, lurali).
parent(lusi, petojo).
parent(lusi, tosi).
parent(malima, baza).
parent(malima, siza).
parent(malura, bakeza).
parent(malura, guto).
parent(mara, hara).
parent(mara, moba).
parent(mara, saha).
parent(maza, nito).
parent(maza, nudejo).
parent(maza, tosama).
parent(moba, lugu).
parent(moba, nuke).
parent(mofo, kelu).
parent(mofo, sigu).
parent(moli, basijo).
parent(moli, mora).
parent(moli, vigu).
parent(molu, hara).
parent(molu, moba).
parent(molu, saha).
parent(mosa, mani).
parent(mosa, nihanu).
parent(mosa, tomo).
parent(mosa, zade).
parent(movi, pema).
parent(movi, pepejo).
parent(movi, sigunu).
parent(movi, zaha).
parent(nivi, mani).
parent(nivi, nihanu).
parent(nivi, tomo).
parent(nivi, zade).
parent(niza, niba).
parent(niza, tosa).
parent(nuba, jokeha).
parent(nuba, kegujo).
parent(nuba, lumara).
parent(nugu, lisani).
parent(nugu, nutoli).
parent(nuguba, halu).
parent(nuguba, jopeli).
parent(nuguba, nulu).
parent(nulu, bakeza).
parent(nulu, guto).
parent(numo, halu).
parent(numo, jopeli).
parent(numo, nulu).
parent(nuni, foluza).
parent(nuni, guma).
parent(nuni, jojo).
parent(nuni, zabajo).
parent(nupe, bade).
parent(nupe, joni).
parent(nupe, ragunu).
parent(nura, guha).
parent(nura, mofo).
parent(nura, samo).
parent(nuvi, deguza).
parent(nuvi, nuto).
parent(peguha, foha).
parent(peguha, hafofo).
parent(peguha, liha).
parent(peha, banusa).
parent(peha, hasi).
parent(peha, lilimo).
parent(pejo, jora).
parent(pejo, sakeke).
parent(petojo, jora).
parent(petojo, sakeke).
parent(peza, bajo).
parent(peza, mape).
parent(rafo, jofo).
parent(rafo, savi).
parent(rafo, sisa).
parent(rafo, tora).
parent(rajolu, fomo).
parent(rajolu, libani).
parent(rajolu, limo).
parent(rajolu, nilu).
parent(rasi, nibamo).
parent(rasi, peli).
parent(rasi, sijo).
parent(raza, nuguba).
parent(raza, peha).
parent(saba, baba).
parent(saba, lumanu).
parent(saba, nisa).
parent(sade, hababa).
parent(sade, joli).
parent(sade, josasi).
parent(sade, toke).
parent(saha, josi).
parent(saha, jovi).
parent(saha, luba).
parent(sakeke, pema).
parent(sakeke, pepejo).
parent(sakeke, sigunu).
parent(sakeke, zaha).
parent(samo, foha).
parent(samo, hafofo).
parent(samo, liha).
parent(sani, fomo).
parent(sani, libani).
parent(sani, limo).
parent(sani, nilu).
parent(saninu, rafora).
parent(saninu, ramo).
parent(saninu, sagu).
parent(saninu, sajomo).
parent(savi, bama).
parent(savi, lide).
parent(sigura, denivi).
parent(sigura, fofo).
parent(sigura, guni).
parent(sigura, pevi).
parent(sike, josi).
parent(sike, jovi).
parent(sike, luba).
parent(sinijo, dejomo).
parent(sinijo, liba).
parent(sinijo, nideli).
parent(sinijo, tonupe).
parent(sisa, denivi).
parent(sisa, fofo).
parent(sisa, guni).
parent(sisa, pevi).
parent(sito, derato).
parent(sito, joha).
parent(sito, tope).
parent(sito, tozake).
parent(siza, bali).
parent(siza, gumama).
parent(siza, rape).
parent(togu, foluza).
parent(togu, guma).
parent(togu, jojo).
parent(togu, zabajo).
parent(togupe, hanu).
parent(togupe, toragu).
parent(tolu, kelipe).
parent(tolu, zasa).
parent(toni, nuguba).
parent(toni, peha).
parent(tora, fokegu).
parent(tora, zavi).
parent(tosi, fosi).
parent(tosi, keha).
parent(tosi, rajolu).
parent(vide, desinu).
parent(vide, lura).
parent(vini, lumojo).
parent(vini, molu).
parent(vinu, desinu).
parent(vinu, lura).
parent(visaba, lumojo).
parent(visaba, molu).
parent(viviba, hama).
parent(viviba, nideza).
parent(viviba, peguvi).
parent(zaba, baza).
parent(zaba, siza).
parent(zabajo, bamaba).
parent(zabajo, deguma).
parent(zabajo, ralu).
parent(zabajo, tonuke).
parent(zafo, bali).
parent(zafo, gumama).
parent(zafo, rape).
parent(zaguli, joguni).
parent(zaguli, vipe).
parent(zaguli, virape).
parent(zalu, keke).
parent(zalu, sito).
parent(zalu, viviba).
parent(zama, foli).
parent(zama, nike).
male(baba).
male(bade).
male(baha).
male(balu).
male(bamaba).
male(banu).
male(banusa).
male(bazato).
male(deguma).
male(deguza).
male(deha).
male(denu).
male(dera).
male(derato).
male(fofora).
male(foha).
male(fohanu).
male(foli).
male(foluza).
male(fope).
male(fopesi).
male(guha).
male(guma).
male(guni).
male(gunide).
male(gusa).
male(gusi).
male(guto).
male(hababa).
male(hadejo).
male(hafo).
male(hafofo).
male(halu).
male(hapeza).
male(haza).
male(joha).
male(jojo).
male(joli).
male(jolu).
male(joni).
male(josasi).
male(josi).
male(josini).
male(jozaza).
male(keguli).
male(keha).
male(kelipe).
male(kemaba).
male(keni).
male(kepe).
male(liba).
male(likema).
male(limagu).
male(limo).
male(lisa).
male(lisani).
male(luba).
male(ludema).
male(lugu).
male(lujo).
male(luke).
male(lulili).
male(lumasa).
male(lumaza).
male(lumojo).
male(lupegu).
male(lusisi).
male(maba).
male(malura).
male(mara).
male(masani).
male(mavi).
male(maza).
male(mope).
male(mosa).
male(movi).
male(niba).
male(nihanu).
male(nijo).
male(nizade).
male(nudejo).
male(nugu).
male(nuguba).
male(nujo).
male(nupe).
male(nura).
male(nuto).
male(nutoha).
male(nutoli).
male(nuvi).
male(peguvi).
male(pejo).
male(peli).
male(pepejo).
male(peza).
male(raba).
male(rafo).
male(ragunu).
male(rajo).
male(ramo).
male(ranu).
male(rarake).
male(rasa).
male(rasi).
male(ravini).
male(sagu).
male(saha).
male(sajomo).
male(samo).
male(sani).
male(saninu).
male(sasi).
male(sigunu).
male(sigura).
male(sijo).
male(sinijo).
male(sito).
male(togu).
male(tojo).
male(tolu).
male(tomo).
male(tomosa).
male(toni).
male(tonuke).
male(tope).
male(toragu).
male(tosa).
male(tosi).
male(viha).
male(vihaza).
male(vijo).
male(vini).
male(vinili).
male(vinu).
male(vipeli).
male(zaba).
male(zafo).
male(zaguba).
male(zaguli).
male(zajo).
male(zalu).
male(zanima).
male(zanu).
male(zasa).
male(zasi).
male(zavira).
female(bajo).
female(bake).
female(bakeza).
female(bali).
female(bama).
female(basa).
female(basijo).
female(bato).
female(baza).
female(dede).
female(defoza).
female(dejomo).
female(deluba).
female(denivi).
female(depenu).
female(desa).
female(desi).
female(desinu).
female(devi).
female(fofo).
female(fogu).
female(foke).
female(fokegu).
female(folu).
female(fomo).
female(fonumo).
female(fosi).
female(gumama).
female(guza).
female(hama).
female(hanu).
female(hara).
female(hasa).
female(hasi).
female(joba).
female(jofo).
female(joguni).
female(jokeha).
female(jopeli).
female(jora).
female(jovi).
female(kefo).
female(kegujo).
female(keke).
female(kelu).
female(keluba).
female(kesa).
female(keza).
female(libani).
female(lide).
female(liha).
female(lilimo).
female(limoto).
female(lira).
female(lito).
female(luma).
female(lumanu).
female(lumara).
female(lumo).
female(lura).
female(lurali).
female(lurape).
female(lusi).
female(made).
female(malima).
female(malini).
female(mani).
female(manuba).
female(mape).
female(mato).
female(mavimo).
female(moba).
female(mofo).
female(mojo).
female(moli).
female(molu).
female(mora).
female(nibamo).
female(nideli).
female(nideza).
female(nike).
female(nilu).
female(nisa).
female(nisi).
female(nito).
female(nivi).
female(niza).
female(nuba).
female(nuke).
female(nulu).
female(numo).
female(nuni).
female(nusa).
female(peguha).
female(peha).
female(pema).
female(petojo).
female(pevi).
female(pevigu).
female(rafora).
female(rajolu).
female(ralu).
female(ramajo).
female(ramope).
female(rape).
female(raza).
female(saba).
female(sade).
female(safo).
female(sake).
female(sakeke).
female(samamo).
female(samoto).
female(sato).
female(savi).
female(sigu).
female(sike).
female(simo).
female(sisa).
female(siza).
female(togupe).
female(togusa).
female(toke).
female(tolugu).
female(tonupe).
female(tora).
female(tosama).
female(tovimo).
female(tozake).
female(vide).
female(vifovi).
female(vigu).
female(vihade).
female(vima).
female(vimo).
female(vipe).
female(virape).
female(visaba).
female(vito).
female(viviba).
female(viza).
female(zabajo).
female(zade).
female(zaha).
female(zama).
female(zavi).
