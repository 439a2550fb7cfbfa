% A random family tree.  different/2: two distinct people.
parent(derape, hake).
parent(derape, hasivi).
parent(derape, nifo).
parent(desa, bali).
parent(foralu, pevi).
parent(foralu, togulu).
parent(foralu, viluli).
parent(fosa, lupe).
parent(fosa, safo).
parent(fosa, sihalu).
parent(fosa, zalu).
parent(gubalu, hafoba).
parent(guza, hake).
parent(guza, hasivi).
parent(guza, nifo).
parent(haninu, dedeli).
parent(haninu, nira).
parent(haninu, nufo).
parent(haninu, sisi).
parent(haza, pevijo).
parent(hazasa, gubalu).
parent(hazasa, haza).
parent(hazasa, majo).
parent(hazasa, sapeni).
parent(jovi, pevijo).
parent(jozagu, bajo).
parent(kefo, kenuha).
parent(kefo, siza).
parent(kefo, toba).
parent(kejo, foralu).
parent(kejo, nugu).
parent(kejo, pejo).
parent(kejo, viza).
parent(limovi, lutoza).
parent(limovi, sidesa).
parent(limovi, sili).
parent(lini, nuha).
parent(lini, tode).
parent(lini, zajo).
parent(lini, zanu).
parent(liza, jozagu).
parent(liza, nili).
parent(luma, jozagu).
parent(luma, nili).
parent(momo, derape).
parent(momo, mato).
parent(momo, totora).
parent(mope, bali).
parent(nili, saragu).
parent(nima, bani).
parent(nima, ligupe).
parent(nimoza, liza).
parent(nimoza, lufogu).
parent(nimoza, nuli).
parent(nimoza, vikeba).
parent(ninu, liba).
parent(ninu, limama).
parent(ninu, lirara).
parent(ninu, pera).
parent(nufovi, foza).
parent(nufovi, nulu).
parent(nufovi, sake).
parent(nufovi, vini).
parent(nugu, tomojo).
parent(nuli, gubalu).
parent(nuli, haza).
parent(nuli, majo).
parent(nuli, sapeni).
parent(nulu, nike).
parent(nulu, sike).
parent(peba, kenuha).
parent(peba, siza).
parent(peba, toba).
parent(pejo, peba).
parent(pemasa, hafoba).
parent(pevi, lupe).
parent(pevi, safo).
parent(pevi, sihalu).
parent(pevi, zalu).
parent(sake, dedeli).
parent(sake, nira).
parent(sake, nufo).
parent(sake, sisi).
parent(sanu, keto).
parent(sanu, ravi).
parent(sapeni, nuha).
parent(sapeni, tode).
parent(sapeni, zajo).
parent(sapeni, zanu).
parent(saza, foralu).
parent(saza, nugu).
parent(saza, pejo).
parent(saza, viza).
parent(sihape, bajo).
parent(silu, pevi).
parent(silu, togulu).
parent(silu, viluli).
parent(togulu, liba).
parent(togulu, limama).
parent(togulu, lirara).
parent(togulu, pera).
parent(tomojo, bani).
parent(tomojo, ligupe).
parent(totora, lutoza).
parent(totora, sidesa).
parent(totora, sili).
parent(vikeba, foza).
parent(vikeba, nulu).
parent(vikeba, sake).
parent(vikeba, vini).
parent(vini, keto).
parent(vini, ravi).
parent(visi, nike).
parent(visi, sike).
parent(viza, derape).
parent(viza, mato).
parent(viza, totora).
parent(zama, tomojo).
parent(zani, peba).
parent(zasa, saragu).
parent(zato, liza).
parent(zato, lufogu).
parent(zato, nuli).
parent(zato, vikeba).
male(delu).
male(desa).
male(deza).
male(foni).
male(fonu).
male(foza).
male(gubalu).
male(guza).
male(hafoba).
male(haninu).
male(hasivi).
male(haza).
male(hazasa).
male(joli).
male(jomo).
male(jope).
male(joto).
male(kejo).
male(kenu).
male(lide).
male(ligupe).
male(lima).
male(limovi).
male(luma).
male(lutoza).
male(majo).
male(mato).
male(momo).
male(nike).
male(nili).
male(nima).
male(nimoza).
male(ninu).
male(nipe).
male(nisi).
male(nude).
male(nufo).
male(nufovi).
male(nugu).
male(nulunu).
male(peba).
male(pelu).
male(pera).
male(pevi).
male(rake).
male(ramo).
male(sanu).
male(sapeni).
male(sato).
male(sihape).
male(silu).
male(sipe).
male(sisi).
male(siza).
male(toba).
male(viluli).
male(vima).
male(vimajo).
male(visi).
male(zalu).
male(zani).
female(bajo).
female(bali).
female(bani).
female(dedeli).
female(derape).
female(foralu).
female(fosa).
female(gugu).
female(hake).
female(hanugu).
female(jofora).
female(jopema).
female(jovi).
female(jozagu).
female(kefo).
female(kenuha).
female(keto).
female(liba).
female(limama).
female(lini).
female(lirara).
female(liza).
female(lufogu).
female(lupe).
female(malike).
female(mope).
female(nifo).
female(nira).
female(nuha).
female(nuli).
female(nulu).
female(pejo).
female(pemasa).
female(pevijo).
female(rama).
female(ravi).
female(safo).
female(sake).
female(saragu).
female(saza).
female(sidesa).
female(sihalu).
female(sike).
female(sili).
female(tode).
female(togulu).
female(tomojo).
female(totora).
female(vikeba).
female(vini).
female(viza).
female(zajo).
female(zama).
female(zanu).
female(zasa).
female(zato).

different(A, B) :- A \== B.
