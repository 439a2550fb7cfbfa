% First cousins.   read_all(cousin).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, cousin(+person, +person)).
:- modeb(*, parent(-person, +person)).
:- modeb(*, parent(+person, -person)).
:- modeb(*, sibling(+person, -person)).
:- modeb(1, male(+person)).
:- modeb(1, female(+person)).

:- determination(cousin/2, parent/2).
:- determination(cousin/2, sibling/2).
:- determination(cousin/2, male/1).
:- determination(cousin/2, female/1).
:- style_check(-discontiguous).

% types
person(babavi).
person(bafo).
person(bafoto).
person(baha).
person(bajoma).
person(bamaha).
person(bape).
person(bara).
person(basi).
person(bato).
person(bavide).
person(dede).
person(degu).
person(degusi).
person(deha).
person(delilu).
person(deni).
person(denisi).
person(depeni).
person(desi).
person(devi).
person(fode).
person(fofoto).
person(fogusa).
person(fomape).
person(fonu).
person(fosa).
person(fosilu).
person(foza).
person(fozaha).
person(gufo).
person(gugu).
person(gumo).
person(gunijo).
person(gunivi).
person(gusi).
person(guto).
person(guzamo).
person(haba).
person(hafo).
person(hafoza).
person(haguli).
person(hali).
person(hama).
person(hanuvi).
person(hape).
person(hapeto).
person(hara).
person(jobani).
person(jobaza).
person(joha).
person(jomoli).
person(jomora).
person(jorasi).
person(josa).
person(josi).
person(joza).
person(kedesi).
person(kefo).
person(kejo).
person(keluma).
person(kemafo).
person(kemo).
person(kenu).
person(kerasa).
person(kesa).
person(kesavi).
person(kesi).
person(kesifo).
person(keto).
person(ketogu).
person(kevi).
person(liba).
person(lide).
person(ligu).
person(likede).
person(limo).
person(lini).
person(linide).
person(linu).
person(lisagu).
person(lisasa).
person(lito).
person(lufo).
person(luha).
person(luke).
person(lunu).
person(lupe).
person(lusa).
person(lusi).
person(magu).
person(magulu).
person(makenu).
person(mamato).
person(manu).
person(mapeto).
person(mavi).
person(maza).
person(mobani).
person(mofo).
person(mogu).
person(moli).
person(molu).
person(mosa).
person(moza).
person(mozaba).
person(niba).
person(nigu).
person(nilimo).
person(nilivi).
person(niluha).
person(nimoha).
person(ninupe).
person(nira).
person(nisi).
person(niza).
person(nizasa).
person(nufo).
person(nuke).
person(nulito).
person(nupeto).
person(nusi).
person(nuvi).
person(nuza).
person(pede).
person(pegu).
person(pehavi).
person(peke).
person(peliza).
person(peluma).
person(pema).
person(pepe).
person(pera).
person(pesi).
person(peto).
person(rade).
person(radevi).
person(rafo).
person(ragu).
person(rahagu).
person(rajoha).
person(rali).
person(rasa).
person(rato).
person(ratonu).
person(sade).
person(sadeni).
person(sahalu).
person(sake).
person(sama).
person(samama).
person(sarasi).
person(sasape).
person(sasi).
person(saza).
person(side).
person(sifo).
person(sijo).
person(siligu).
person(siluza).
person(sini).
person(sira).
person(sisi).
person(siza).
person(tode).
person(tonisa).
person(tonugu).
person(tosa).
person(toto).
person(vibajo).
person(vijo).
person(vikejo).
person(vili).
person(vimo).
person(visa).
person(visi).
person(visipe).
person(visito).
person(vivi).
person(zagu).
person(zali).
person(zama).
person(zape).
person(zara).
person(zasa).
person(zasiha).
person(zatovi).

% a random family tree
parent(babavi, desi).
parent(babavi, zasa).
parent(bajoma, nulito).
parent(bajoma, zasiha).
parent(bape, kesavi).
parent(bape, moza).
parent(bape, vibajo).
parent(bara, mapeto).
parent(bara, nigu).
parent(bara, nuza).
parent(bara, sasape).
parent(basi, fonu).
parent(basi, gufo).
parent(basi, gugu).
parent(basi, kemo).
parent(bato, guzamo).
parent(bato, kesa).
parent(bato, lito).
parent(bato, tonugu).
parent(dede, jobani).
parent(dede, kefo).
parent(dede, rade).
parent(dede, zama).
parent(degusi, sahalu).
parent(degusi, vimo).
parent(desi, hanuvi).
parent(desi, hapeto).
parent(desi, lusa).
parent(desi, sini).
parent(fode, lufo).
parent(fode, nuvi).
parent(fozaha, jobaza).
parent(fozaha, siza).
parent(fozaha, visipe).
parent(gumo, sahalu).
parent(gumo, vimo).
parent(gunivi, depeni).
parent(gunivi, tonisa).
parent(gunivi, zali).
parent(gunivi, zape).
parent(hali, bajoma).
parent(hali, nilivi).
parent(hama, bavide).
parent(hama, kedesi).
parent(hama, lusi).
parent(hama, sisi).
parent(hara, bape).
parent(hara, gunivi).
parent(hara, samama).
parent(jobani, fomape).
parent(jobani, liba).
parent(jobaza, desi).
parent(jobaza, zasa).
parent(jomoli, mapeto).
parent(jomoli, nigu).
parent(jomoli, nuza).
parent(jomoli, sasape).
parent(josa, deha).
parent(josa, hafoza).
parent(josa, nusi).
parent(josi, baha).
parent(josi, guto).
parent(josi, pesi).
parent(josi, vikejo).
parent(kefo, fosilu).
parent(kefo, kejo).
parent(kefo, luke).
parent(kesa, degu).
parent(kesa, pera).
parent(kesa, vili).
parent(keto, kesifo).
parent(keto, mavi).
parent(keto, rali).
parent(keto, ratonu).
parent(ketogu, haba).
parent(ketogu, visito).
parent(ketogu, vivi).
parent(linu, rafo).
parent(linu, sijo).
parent(lisagu, bamaha).
parent(lisagu, kenu).
parent(lisagu, sade).
parent(lito, haba).
parent(lito, visito).
parent(lito, vivi).
parent(magu, mozaba).
parent(magu, peliza).
parent(magu, siluza).
parent(makenu, degusi).
parent(makenu, lisagu).
parent(makenu, niba).
parent(makenu, zagu).
parent(maza, linu).
parent(maza, niluha).
parent(maza, visi).
parent(mobani, nulito).
parent(mobani, zasiha).
parent(mofo, depeni).
parent(mofo, tonisa).
parent(mofo, zali).
parent(mofo, zape).
parent(mogu, fomape).
parent(mogu, liba).
parent(moli, kesavi).
parent(moli, moza).
parent(moli, vibajo).
parent(niba, basi).
parent(niba, kesi).
parent(niba, radevi).
parent(nilivi, kesifo).
parent(nilivi, mavi).
parent(nilivi, rali).
parent(nilivi, ratonu).
parent(niluha, lufo).
parent(niluha, nuvi).
parent(nimoha, jomoli).
parent(nimoha, nisi).
parent(ninupe, degu).
parent(ninupe, pera).
parent(ninupe, vili).
parent(nisi, baha).
parent(nisi, guto).
parent(nisi, pesi).
parent(nisi, vikejo).
parent(nufo, rafo).
parent(nufo, sijo).
parent(nuke, hali).
parent(nuke, nimoha).
parent(nuke, peto).
parent(nupeto, lisasa).
parent(nupeto, mamato).
parent(nupeto, visa).
parent(pehavi, luha).
parent(pehavi, molu).
parent(pehavi, niza).
parent(peluma, basi).
parent(peluma, kesi).
parent(peluma, radevi).
parent(peto, linu).
parent(peto, niluha).
parent(peto, visi).
parent(radevi, foza).
parent(radevi, hafo).
parent(radevi, haguli).
parent(radevi, peke).
parent(rato, jobaza).
parent(rato, siza).
parent(rato, visipe).
parent(sade, mozaba).
parent(sade, peliza).
parent(sade, siluza).
parent(samama, lisasa).
parent(samama, mamato).
parent(samama, visa).
parent(sarasi, fosilu).
parent(sarasi, kejo).
parent(sarasi, luke).
parent(sasi, foza).
parent(sasi, hafo).
parent(sasi, haguli).
parent(sasi, peke).
parent(saza, jomoli).
parent(saza, nisi).
parent(siligu, bamaha).
parent(siligu, kenu).
parent(siligu, sade).
parent(sira, hanuvi).
parent(sira, hapeto).
parent(sira, lusa).
parent(sira, sini).
parent(siza, bape).
parent(siza, gunivi).
parent(siza, samama).
parent(tode, degusi).
parent(tode, lisagu).
parent(tode, niba).
parent(tode, zagu).
parent(tosa, fonu).
parent(tosa, gufo).
parent(tosa, gugu).
parent(tosa, kemo).
parent(visi, bavide).
parent(visi, kedesi).
parent(visi, lusi).
parent(visi, sisi).
parent(visipe, jobani).
parent(visipe, kefo).
parent(visipe, rade).
parent(visipe, zama).
parent(zagu, guzamo).
parent(zagu, kesa).
parent(zagu, lito).
parent(zagu, tonugu).
parent(zama, luha).
parent(zama, molu).
parent(zama, niza).
parent(zara, hali).
parent(zara, nimoha).
parent(zara, peto).
parent(zasa, deha).
parent(zasa, hafoza).
parent(zasa, nusi).
parent(zatovi, bajoma).
parent(zatovi, nilivi).
male(bafo).
male(bamaha).
male(bara).
male(bato).
male(bavide).
male(deni).
male(desi).
male(fode).
male(fofoto).
male(fosa).
male(fosilu).
male(gumo).
male(gunijo).
male(gusi).
male(guzamo).
male(hafo).
male(haguli).
male(hanuvi).
male(hara).
male(jobaza).
male(joha).
male(jorasi).
male(josa).
male(josi).
male(joza).
male(kedesi).
male(kejo).
male(keluma).
male(kemafo).
male(kerasa).
male(kesa).
male(kesi).
male(kesifo).
male(kevi).
male(liba).
male(ligu).
male(linide).
male(linu).
male(lito).
male(lufo).
male(luha).
male(lunu).
male(magu).
male(makenu).
male(mamato).
male(manu).
male(mapeto).
male(mavi).
male(maza).
male(mobani).
male(mofo).
male(mogu).
male(moli).
male(molu).
male(moza).
male(mozaba).
male(niba).
male(nilimo).
male(nilivi).
male(nimoha).
male(nuke).
male(nuvi).
male(nuza).
male(pede).
male(pegu).
male(peliza).
male(pesi).
male(rade).
male(radevi).
male(rajoha).
male(rali).
male(rato).
male(sake).
male(samama).
male(sarasi).
male(sasape).
male(siligu).
male(siluza).
male(sini).
male(sisi).
male(tosa).
male(toto).
male(vibajo).
male(vili).
male(visa).
male(visi).
male(visipe).
male(visito).
male(vivi).
male(zali).
male(zama).
male(zasiha).
male(zatovi).
female(babavi).
female(bafoto).
female(baha).
female(bajoma).
female(bape).
female(basi).
female(dede).
female(degu).
female(degusi).
female(deha).
female(delilu).
female(denisi).
female(depeni).
female(devi).
female(fogusa).
female(fomape).
female(fonu).
female(foza).
female(fozaha).
female(gufo).
female(gugu).
female(gunivi).
female(guto).
female(haba).
female(hafoza).
female(hali).
female(hama).
female(hape).
female(hapeto).
female(jobani).
female(jomoli).
female(jomora).
female(kefo).
female(kemo).
female(kenu).
female(kesavi).
female(keto).
female(ketogu).
female(lide).
female(likede).
female(limo).
female(lini).
female(lisagu).
female(lisasa).
female(luke).
female(lupe).
female(lusa).
female(lusi).
female(magulu).
female(mosa).
female(nigu).
female(niluha).
female(ninupe).
female(nira).
female(nisi).
female(niza).
female(nizasa).
female(nufo).
female(nulito).
female(nupeto).
female(nusi).
female(pehavi).
female(peke).
female(peluma).
female(pema).
female(pepe).
female(pera).
female(peto).
female(rafo).
female(ragu).
female(rahagu).
female(rasa).
female(ratonu).
female(sade).
female(sadeni).
female(sahalu).
female(sama).
female(sasi).
female(saza).
female(side).
female(sifo).
female(sijo).
female(sira).
female(siza).
female(tode).
female(tonisa).
female(tonugu).
female(vijo).
female(vikejo).
female(vimo).
female(zagu).
female(zape).
female(zara).
female(zasa).

sibling(A, B) :- parent(P, A), parent(P, B), A \== B.
