% A random five-generation family tree.
parent(baliza, mosigu).
parent(baliza, tora).
parent(deto, raba).
parent(deto, ranu).
parent(deto, sili).
parent(fobake, luni).
parent(gupe, baliza).
parent(gupe, kesasi).
parent(gupe, make).
parent(guza, luke).
parent(guza, toba).
parent(jofo, mosigu).
parent(jofo, tora).
parent(joluha, luni).
parent(kemo, baliza).
parent(kemo, kesasi).
parent(kemo, make).
parent(kesasi, sigu).
parent(kesasi, sisi).
parent(lifo, bama).
parent(lifo, fora).
parent(lumode, masa).
parent(lumode, sifoli).
parent(lumode, zamo).
parent(lunu, sigu).
parent(lunu, sisi).
parent(mape, lumode).
parent(masa, luke).
parent(masa, toba).
parent(nufo, bama).
parent(nufo, fora).
parent(nuni, bamalu).
parent(nuni, hasi).
parent(pemasa, gupe).
parent(pemasa, tovi).
parent(peto, masa).
parent(peto, sifoli).
parent(peto, zamo).
parent(rape, lijoba).
parent(salu, raba).
parent(salu, ranu).
parent(salu, sili).
parent(sanuma, gupe).
parent(sanuma, tovi).
parent(sifoli, nusaha).
parent(sigu, lito).
parent(sigu, vini).
parent(sili, fobake).
parent(sili, folisa).
parent(sisi, bamalu).
parent(sisi, hasi).
parent(tora, lijoba).
parent(tosa, lito).
parent(tosa, vini).
parent(tovi, lumode).
parent(toza, nusaha).
parent(zake, fobake).
parent(zake, folisa).
male(baliza).
male(bama).
male(bamalu).
male(deto).
male(fobake).
male(folisa).
male(hasi).
male(kemo).
male(lijoba).
male(livi).
male(luke).
male(luni).
male(lunu).
male(mape).
male(masa).
male(mosigu).
male(nuba).
male(nufo).
male(nuni).
male(peto).
male(raba).
male(ranu).
male(rape).
male(sanuma).
male(sifoli).
male(sigu).
male(sima).
male(vide).
male(zake).
male(zamo).
female(bafo).
female(fomo).
female(fora).
female(gupe).
female(guza).
female(jofo).
female(joluha).
female(kesasi).
female(lifo).
female(lito).
female(lumode).
female(make).
female(nusaha).
female(pemasa).
female(raha).
female(salu).
female(sili).
female(sisi).
female(toba).
female(tora).
female(tosa).
female(tovi).
female(toza).
female(vini).
female(zato).
