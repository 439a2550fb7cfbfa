% A random family tree.
parent(bamara, gufo).
parent(bamara, toha).
parent(bamara, vijo).
parent(bamara, visaza).
parent(basi, jorajo).
parent(basi, kegu).
parent(basi, vifojo).
parent(bazalu, rato).
parent(bazalu, tohade).
parent(defo, lulisi).
parent(defo, nusi).
parent(defo, sini).
parent(defo, zara).
parent(delu, bazalu).
parent(delu, kemo).
parent(delu, nunu).
parent(delu, tora).
parent(dera, gumafo).
parent(dera, mofo).
parent(dera, ragu).
parent(devi, guto).
parent(devi, peza).
parent(deviza, lirani).
parent(deviza, luni).
parent(deviza, penu).
parent(fobani, basa).
parent(fobani, madesi).
parent(fopeha, kenu).
parent(fopeha, rake).
parent(fopeha, ravisa).
parent(guma, sivira).
parent(guma, todema).
parent(guma, zafo).
parent(gupe, joma).
parent(gupe, jope).
parent(gupe, jopelu).
parent(gupe, zato).
parent(guto, fobani).
parent(guto, fosa).
parent(hade, kemogu).
parent(hade, ravi).
parent(hafoba, ragufo).
parent(hafoba, zakeni).
parent(hajo, fojoto).
parent(hajo, rasara).
parent(hajope, bani).
parent(hajope, joli).
parent(hajope, lujo).
parent(hake, guto).
parent(hake, peza).
parent(hape, rato).
parent(hape, tohade).
parent(hasa, mamoza).
parent(hasa, nihaba).
parent(hasa, nufo).
parent(hasa, sike).
parent(haza, dera).
parent(haza, gujo).
parent(haza, zasi).
parent(hazali, gutoha).
parent(hazali, litoza).
parent(hazali, nuni).
parent(jode, gufo).
parent(jode, toha).
parent(jode, vijo).
parent(jode, visaza).
parent(joke, vimo).
parent(joke, zaha).
parent(jorajo, joma).
parent(jorajo, jope).
parent(jorajo, jopelu).
parent(jorajo, zato).
parent(josa, mahamo).
parent(josa, pesa).
parent(kemo, gutoha).
parent(kemo, litoza).
parent(kemo, nuni).
parent(lifoma, fojoto).
parent(lifoma, rasara).
parent(liguli, delumo).
parent(liguli, jogugu).
parent(lili, lifoma).
parent(lili, nima).
parent(lili, sasa).
parent(lini, fobani).
parent(lini, fosa).
parent(lulisi, mape).
parent(lulisi, nulu).
parent(lulisi, pevisi).
parent(lulisi, toma).
parent(maba, dera).
parent(maba, gujo).
parent(maba, zasi).
parent(malilu, haza).
parent(malilu, joke).
parent(malilu, sinuvi).
parent(malu, kemagu).
parent(malu, pepepe).
parent(malu, rabani).
parent(manu, lulisi).
parent(manu, nusi).
parent(manu, sini).
parent(manu, zara).
parent(mape, visi).
parent(mape, zafode).
parent(matosa, haza).
parent(matosa, joke).
parent(matosa, sinuvi).
parent(moba, nisali).
parent(moba, pegu).
parent(moba, vilu).
parent(moba, zasa).
parent(modenu, demoke).
parent(modenu, fora).
parent(modenu, luli).
parent(moni, kede).
parent(moni, ranusi).
parent(moza, vimo).
parent(moza, zaha).
parent(nihasi, bamara).
parent(nihasi, vito).
parent(nihasi, vivi).
parent(nili, balu).
parent(nili, mogu).
parent(nilu, lifoma).
parent(nilu, nima).
parent(nilu, sasa).
parent(nima, bamara).
parent(nima, vito).
parent(nima, vivi).
parent(nufoza, fopeha).
parent(nufoza, hasa).
parent(nufoza, nuli).
parent(nufoza, vili).
parent(nuke, jogura).
parent(nuke, jonisi).
parent(nuli, kede).
parent(nuli, ranusi).
parent(nulu, nisali).
parent(nulu, pegu).
parent(nulu, vilu).
parent(nulu, zasa).
parent(peli, fofo).
parent(peli, nipe).
parent(peli, vigu).
parent(peviha, mape).
parent(peviha, nulu).
parent(peviha, pevisi).
parent(peviha, toma).
parent(pevisi, mahamo).
parent(pevisi, pesa).
parent(peza, bazalu).
parent(peza, kemo).
parent(peza, nunu).
parent(peza, tora).
parent(rasara, balu).
parent(rasara, mogu).
parent(saha, basa).
parent(saha, madesi).
parent(sajode, ragufo).
parent(sajode, zakeni).
parent(salu, sivira).
parent(salu, todema).
parent(salu, zafo).
parent(sidesa, kenu).
parent(sidesa, rake).
parent(sidesa, ravisa).
parent(sini, jorajo).
parent(sini, kegu).
parent(sini, vifojo).
parent(sinuvi, ninu).
parent(sinuvi, sajode).
parent(sinuvi, salu).
parent(toma, fofo).
parent(toma, nipe).
parent(toma, vigu).
parent(tosali, ninu).
parent(tosali, sajode).
parent(tosali, salu).
parent(vifojo, bani).
parent(vifojo, joli).
parent(vifojo, lujo).
parent(vili, demoke).
parent(vili, fora).
parent(vili, luli).
parent(vimo, lirani).
parent(vimo, luni).
parent(vimo, penu).
parent(vito, delumo).
parent(vito, jogugu).
parent(vivi, kemogu).
parent(vivi, ravi).
parent(zaha, kemagu).
parent(zaha, pepepe).
parent(zaha, rabani).
parent(zani, visi).
parent(zani, zafode).
parent(zanusi, gumafo).
parent(zanusi, mofo).
parent(zanusi, ragu).
parent(zara, fopeha).
parent(zara, hasa).
parent(zara, nuli).
parent(zara, vili).
parent(zasi, jogura).
parent(zasi, jonisi).
parent(zaza, mamoza).
parent(zaza, nihaba).
parent(zaza, nufo).
parent(zaza, sike).
male(bade).
male(baguvi).
male(bamonu).
male(basa).
male(delu).
male(deluha).
male(devi).
male(fofo).
male(fojoto).
male(folu).
male(fopeha).
male(guma).
male(gusi).
male(guto).
male(gutoha).
male(habape).
male(hade).
male(hafoba).
male(hape).
male(haza).
male(hazali).
male(jode).
male(jogura).
male(jokefo).
male(joli).
male(joma).
male(jope).
male(jopelu).
male(jorajo).
male(keba).
male(kede).
male(keha).
male(kemogu).
male(lifoma).
male(lirani).
male(luli).
male(lulisi).
male(luni).
male(mabafo).
male(madesi).
male(mahamo).
male(malu).
male(mamoza).
male(manu).
male(mape).
male(matosa).
male(moba).
male(mofo).
male(mora).
male(mosi).
male(motonu).
male(moza).
male(nihasi).
male(nili).
male(nilu).
male(niluma).
male(nimolu).
male(ninu).
male(nisali).
male(nisi).
male(niza).
male(nufo).
male(nufoza).
male(nuke).
male(nuli).
male(nulijo).
male(nunu).
male(nuvinu).
male(pegu).
male(penu).
male(pevisi).
male(raba).
male(ragu).
male(rake).
male(rama).
male(ravi).
male(ravisa).
male(saha).
male(sifo).
male(sike).
male(simo).
male(sini).
male(sinuvi).
male(sivira).
male(tohade).
male(toma).
male(tosi).
male(vifojo).
male(viha).
male(vili).
male(vimo).
male(visaza).
male(visi).
male(vito).
male(zade).
male(zanusi).
male(zaza).
female(baha).
female(balu).
female(bamara).
female(bani).
female(basi).
female(bazalu).
female(defo).
female(defogu).
female(delumo).
female(demoke).
female(dera).
female(desa).
female(deviza).
female(fobani).
female(fogu).
female(fora).
female(fosa).
female(gufo).
female(gujo).
female(gumafo).
female(gupe).
female(gupelu).
female(hajo).
female(hajope).
female(hake).
female(hani).
female(hasa).
female(jogugu).
female(joke).
female(jonisi).
female(josa).
female(kefo).
female(kegu).
female(kemagu).
female(kemo).
female(kenu).
female(liguli).
female(lili).
female(lima).
female(lini).
female(litoza).
female(livi).
female(luguto).
female(lujo).
female(lumo).
female(maba).
female(malilu).
female(modenu).
female(mogu).
female(moguza).
female(momo).
female(moni).
female(niba).
female(nihaba).
female(nima).
female(nipe).
female(nulu).
female(nuni).
female(nupe).
female(nurasi).
female(nusi).
female(pede).
female(peli).
female(peluha).
female(pepepe).
female(pesa).
female(peviha).
female(peza).
female(rabani).
female(ragufo).
female(ranusi).
female(rasara).
female(rato).
female(sade).
female(safo).
female(sajode).
female(salu).
female(sasa).
female(sidesa).
female(todema).
female(toha).
female(tolu).
female(tomosa).
female(tora).
female(tosali).
female(vigu).
female(vijo).
female(vilu).
female(vimojo).
female(vivi).
female(zafo).
female(zafode).
female(zaha).
female(zake).
female(zakeni).
female(zani).
female(zapemo).
female(zara).
female(zasa).
female(zasi).
female(zato).

sibling(A, B) :- parent(P, A), parent(P, B), A \== B.
