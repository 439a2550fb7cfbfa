% Uncles by blood, from parent/2, male/1, female/1 and different/2 only.   read_all(uncle).
:- set(i, 2).
:- set(clauselength, 6).
:- set(nodes, 20000).
:- set(noise, 0).

:- modeh(1, uncle(+person, +person)).
:- modeb(*, parent(-person, +person)).
:- modeb(*, parent(+person, -person)).
:- modeb(1, male(+person)).
:- modeb(1, female(+person)).
:- modeb(1, different(+person, +person)).

:- determination(uncle/2, parent/2).
:- determination(uncle/2, male/1).
:- determination(uncle/2, female/1).
:- determination(uncle/2, different/2).
:- style_check(-discontiguous).

% types
person(baba).
person(balira).
person(balu).
person(bamo).
person(bani).
person(banigu).
person(bape).
person(bara).
person(basi).
person(baza).
person(deba).
person(debara).
person(dedepe).
person(defo).
person(deguha).
person(deha).
person(dehasi).
person(dejo).
person(desi).
person(deto).
person(devijo).
person(devilu).
person(dezalu).
person(foba).
person(foma).
person(foni).
person(fonuke).
person(fora).
person(fosa).
person(foto).
person(fovi).
person(gubagu).
person(gufo).
person(guguni).
person(gujo).
person(gumo).
person(gupe).
person(gupenu).
person(gura).
person(guto).
person(guvi).
person(hadegu).
person(hafo).
person(haha).
person(hakeli).
person(hamoni).
person(hamora).
person(hape).
person(hapeba).
person(hara).
person(haza).
person(jodema).
person(jofora).
person(joha).
person(joke).
person(joli).
person(jolu).
person(jora).
person(josasa).
person(josi).
person(joto).
person(jovi).
person(joza).
person(keba).
person(kefode).
person(kejo).
person(keli).
person(kelu).
person(keluha).
person(kenu).
person(kera).
person(ketomo).
person(kevili).
person(liba).
person(lidepe).
person(lifo).
person(lifogu).
person(ligusi).
person(lili).
person(limavi).
person(lisijo).
person(lisira).
person(lizamo).
person(luba).
person(ludeto).
person(lugu).
person(lujo).
person(lujojo).
person(lulu).
person(lumanu).
person(lupe).
person(lusa).
person(lusasi).
person(luvi).
person(luvigu).
person(luza).
person(made).
person(majogu).
person(malu).
person(mama).
person(mamo).
person(mamoma).
person(mani).
person(manide).
person(manu).
person(manuni).
person(mape).
person(mara).
person(marasi).
person(maza).
person(mogu).
person(mojo).
person(mosigu).
person(moto).
person(movijo).
person(movivi).
person(nide).
person(nifode).
person(niha).
person(nijonu).
person(nijoto).
person(nike).
person(nilufo).
person(nimora).
person(nini).
person(nipenu).
person(nira).
person(nisa).
person(nivike).
person(niza).
person(nizanu).
person(nubani).
person(nude).
person(nuha).
person(nujo).
person(nuke).
person(nulu).
person(numo).
person(nuni).
person(nuninu).
person(nura).
person(nusa).
person(nuto).
person(nutojo).
person(pede).
person(pefo).
person(pefovi).
person(peguke).
person(pejode).
person(peke).
person(pelupe).
person(pema).
person(pemo).
person(pemope).
person(raba).
person(radejo).
person(raliba).
person(ramo).
person(ramope).
person(rape).
person(saba).
person(sadeba).
person(safo).
person(safomo).
person(safosi).
person(sagu).
person(sake).
person(salu).
person(samo).
person(sani).
person(sanu).
person(sara).
person(sato).
person(saviba).
person(sazali).
person(sazaza).
person(sijo).
person(sili).
person(siliha).
person(silu).
person(simo).
person(sinike).
person(sinu).
person(sipesi).
person(siralu).
person(sirape).
person(sisi).
person(sito).
person(sitoto).
person(siza).
person(toba).
person(tode).
person(tofo).
person(tolimo).
person(tomo).
person(tomoke).
person(toni).
person(tonu).
person(tosa).
person(toto).
person(toza).
person(viba).
person(vifo).
person(vike).
person(vinu).
person(vipe).
person(vipesi).
person(visali).
person(visi).
person(viza).
person(vizali).
person(zagu).
person(zaguza).
person(zahalu).
person(zake).
person(zanu).
person(zara).
person(zasa).
person(zavi).
person(zavisa).
person(zaza).

% a random family tree (no sibling relation is given)
parent(bamo, gupe).
parent(bamo, tolimo).
parent(bani, baba).
parent(bani, jovi).
parent(banigu, mamoma).
parent(banigu, nujo).
parent(banigu, zahalu).
parent(bara, zaguza).
parent(bara, zaza).
parent(basi, nira).
parent(basi, nusa).
parent(dedepe, guto).
parent(dedepe, luba).
parent(dedepe, nike).
parent(dedepe, toza).
parent(deha, haza).
parent(deha, lusa).
parent(deha, sara).
parent(desi, bape).
parent(desi, tomo).
parent(devilu, lifo).
parent(devilu, ludeto).
parent(devilu, nubani).
parent(foba, ketomo).
parent(foba, lizamo).
parent(foba, pede).
parent(foma, balira).
parent(foma, gupenu).
parent(foma, josasa).
parent(foma, luza).
parent(foni, haha).
parent(foni, joha).
parent(fonuke, sipesi).
parent(fonuke, toba).
parent(fovi, hara).
parent(fovi, sirape).
parent(guguni, baza).
parent(guguni, gujo).
parent(guvi, balira).
parent(guvi, gupenu).
parent(guvi, josasa).
parent(guvi, luza).
parent(hadegu, devijo).
parent(hadegu, nura).
parent(hadegu, ramope).
parent(hadegu, safo).
parent(hamoni, guto).
parent(hamoni, luba).
parent(hamoni, nike).
parent(hamoni, toza).
parent(hape, devijo).
parent(hape, nura).
parent(hape, ramope).
parent(hape, safo).
parent(hapeba, balu).
parent(hapeba, kefode).
parent(jofora, bape).
parent(jofora, tomo).
parent(josi, luvi).
parent(josi, mara).
parent(josi, movijo).
parent(josi, sinike).
parent(joto, balu).
parent(joto, kefode).
parent(kejo, fora).
parent(kejo, jodema).
parent(kejo, pemope).
parent(kejo, sake).
parent(keluha, bani).
parent(keluha, bara).
parent(keluha, zavisa).
parent(kenu, lisijo).
parent(kenu, movivi).
parent(kenu, pelupe).
parent(liba, sipesi).
parent(liba, toba).
parent(lisira, hamora).
parent(lisira, kelu).
parent(lisira, sijo).
parent(lumanu, mogu).
parent(lumanu, nuha).
parent(lumanu, peguke).
parent(lumanu, sili).
parent(lusa, mamoma).
parent(lusa, nujo).
parent(lusa, zahalu).
parent(luvi, hamoni).
parent(luvi, joto).
parent(luvigu, gura).
parent(luvigu, limavi).
parent(luvigu, nuni).
parent(luvigu, visali).
parent(made, deto).
parent(made, kera).
parent(made, lifogu).
parent(mama, hara).
parent(mama, sirape).
parent(mamo, ketomo).
parent(mamo, lizamo).
parent(mamo, pede).
parent(mani, gura).
parent(mani, limavi).
parent(mani, nuni).
parent(mani, visali).
parent(manu, jofora).
parent(manu, nude).
parent(manu, viba).
parent(mape, bani).
parent(mape, bara).
parent(mape, zavisa).
parent(mara, mama).
parent(mara, moto).
parent(mara, nisa).
parent(mara, nuke).
parent(maza, mogu).
parent(maza, nuha).
parent(maza, peguke).
parent(maza, sili).
parent(mogu, jofora).
parent(mogu, nude).
parent(mogu, viba).
parent(mosigu, gupe).
parent(mosigu, tolimo).
parent(moto, keba).
parent(moto, nilufo).
parent(moto, pefovi).
parent(moto, sitoto).
parent(movijo, nuninu).
parent(movijo, raliba).
parent(movijo, sato).
parent(movijo, toto).
parent(nifode, luvi).
parent(nifode, mara).
parent(nifode, movijo).
parent(nifode, sinike).
parent(nijoto, gufo).
parent(nijoto, nutojo).
parent(nijoto, zagu).
parent(nini, hamora).
parent(nini, kelu).
parent(nini, sijo).
parent(nisa, deba).
parent(nisa, lupe).
parent(nisa, siliha).
parent(nivike, mama).
parent(nivike, moto).
parent(nivike, nisa).
parent(nivike, nuke).
parent(nuha, guguni).
parent(nuha, mosigu).
parent(nuha, nulu).
parent(nuke, deto).
parent(nuke, kera).
parent(nuke, lifogu).
parent(nulu, deguha).
parent(nulu, hafo).
parent(nulu, lusasi).
parent(numo, baza).
parent(numo, gujo).
parent(nuninu, lisijo).
parent(nuninu, movivi).
parent(nuninu, pelupe).
parent(nuto, keba).
parent(nuto, nilufo).
parent(nuto, pefovi).
parent(nuto, sitoto).
parent(peguke, fonuke).
parent(peguke, lisira).
parent(peguke, mamo).
parent(peguke, mani).
parent(peke, nuninu).
parent(peke, raliba).
parent(peke, sato).
parent(peke, toto).
parent(raba, haha).
parent(raba, joha).
parent(ramo, deha).
parent(ramo, foni).
parent(ramo, mape).
parent(saba, fonuke).
parent(saba, lisira).
parent(saba, mamo).
parent(saba, mani).
parent(salu, gufo).
parent(salu, nutojo).
parent(salu, zagu).
parent(samo, deha).
parent(samo, foni).
parent(samo, mape).
parent(sani, joke).
parent(sani, majogu).
parent(sani, safomo).
parent(sani, vinu).
parent(sara, mojo).
parent(sara, tosa).
parent(sato, lifo).
parent(sato, ludeto).
parent(sato, nubani).
parent(saviba, dezalu).
parent(saviba, hadegu).
parent(saviba, sani).
parent(sinike, dezalu).
parent(sinike, hadegu).
parent(sinike, sani).
parent(sinu, hamoni).
parent(sinu, joto).
parent(tofo, foma).
parent(tofo, gumo).
parent(tomoke, haza).
parent(tomoke, lusa).
parent(tomoke, sara).
parent(toto, fora).
parent(toto, jodema).
parent(toto, pemope).
parent(toto, sake).
parent(vike, zaguza).
parent(vike, zaza).
parent(vipe, deguha).
parent(vipe, hafo).
parent(vipe, lusasi).
parent(visi, baba).
parent(visi, jovi).
parent(viza, joke).
parent(viza, majogu).
parent(viza, safomo).
parent(viza, vinu).
parent(zagu, foma).
parent(zagu, gumo).
parent(zake, mojo).
parent(zake, tosa).
parent(zanu, deba).
parent(zanu, lupe).
parent(zanu, siliha).
parent(zara, guguni).
parent(zara, mosigu).
parent(zara, nulu).
parent(zavisa, nira).
parent(zavisa, nusa).
male(baba).
male(balu).
male(bamo).
male(bani).
male(bape).
male(debara).
male(dedepe).
male(dehasi).
male(deto).
male(devijo).
male(dezalu).
male(foba).
male(foni).
male(fonuke).
male(gubagu).
male(gufo).
male(guguni).
male(gujo).
male(gumo).
male(gupe).
male(gupenu).
male(gura).
male(guto).
male(guvi).
male(hape).
male(hara).
male(jodema).
male(jofora).
male(joha).
male(joke).
male(josasa).
male(josi).
male(joto).
male(jovi).
male(keba).
male(kejo).
male(kera).
male(ketomo).
male(kevili).
male(lifo).
male(lifogu).
male(ligusi).
male(lisijo).
male(lujo).
male(lujojo).
male(lulu).
male(lumanu).
male(lusa).
male(lusasi).
male(luvigu).
male(luza).
male(majogu).
male(malu).
male(mama).
male(manu).
male(manuni).
male(mape).
male(moto).
male(movijo).
male(nide).
male(niha).
male(nijonu).
male(nijoto).
male(nike).
male(nini).
male(nivike).
male(nubani).
male(nuha).
male(nuke).
male(nuni).
male(nuninu).
male(nusa).
male(pede).
male(pefo).
male(pefovi).
male(peguke).
male(pejode).
male(pelupe).
male(pemo).
male(radejo).
male(rape).
male(safo).
male(safomo).
male(sagu).
male(sake).
male(samo).
male(sani).
male(sara).
male(sato).
male(saviba).
male(sazali).
male(sazaza).
male(sili).
male(siliha).
male(silu).
male(sinu).
male(sirape).
male(sito).
male(toba).
male(tode).
male(tofo).
male(tomoke).
male(viba).
male(vike).
male(vipe).
male(visali).
male(zahalu).
male(zanu).
male(zasa).
male(zavi).
male(zavisa).
female(balira).
female(banigu).
female(bara).
female(basi).
female(baza).
female(deba).
female(defo).
female(deguha).
female(deha).
female(dejo).
female(desi).
female(devilu).
female(foma).
female(fora).
female(fosa).
female(foto).
female(fovi).
female(hadegu).
female(hafo).
female(haha).
female(hakeli).
female(hamoni).
female(hamora).
female(hapeba).
female(haza).
female(joli).
female(jolu).
female(jora).
female(joza).
female(kefode).
female(keli).
female(kelu).
female(keluha).
female(kenu).
female(liba).
female(lidepe).
female(lili).
female(limavi).
female(lisira).
female(lizamo).
female(luba).
female(ludeto).
female(lugu).
female(lupe).
female(luvi).
female(made).
female(mamo).
female(mamoma).
female(mani).
female(manide).
female(mara).
female(marasi).
female(maza).
female(mogu).
female(mojo).
female(mosigu).
female(movivi).
female(nifode).
female(nilufo).
female(nimora).
female(nipenu).
female(nira).
female(nisa).
female(niza).
female(nizanu).
female(nude).
female(nujo).
female(nulu).
female(numo).
female(nura).
female(nuto).
female(nutojo).
female(peke).
female(pema).
female(pemope).
female(raba).
female(raliba).
female(ramo).
female(ramope).
female(saba).
female(sadeba).
female(safosi).
female(salu).
female(sanu).
female(sijo).
female(simo).
female(sinike).
female(sipesi).
female(siralu).
female(sisi).
female(sitoto).
female(siza).
female(tolimo).
female(tomo).
female(toni).
female(tonu).
female(tosa).
female(toto).
female(toza).
female(vifo).
female(vinu).
female(vipesi).
female(visi).
female(viza).
female(vizali).
female(zagu).
female(zaguza).
female(zake).
female(zara).
female(zaza).

different(A, B) :- A \== B.
