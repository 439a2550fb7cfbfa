max_vars(5).
max_body(4).

head_pred(speeding,1).
body_pred(speed,2).
body_pred(in_zone,2).
body_pred(speed_limit,2).
body_pred(driver_age,2).
body_pred(gt,2).
body_pred(lt,2).

type(speeding,(car,)).
type(speed,(car,int)).
type(in_zone,(car,zone)).
type(speed_limit,(zone,int)).
type(driver_age,(car,int)).
type(gt,(int,int)).
type(lt,(int,int)).

direction(speeding,(in,)).
direction(speed,(in,out)).
direction(in_zone,(in,out)).
direction(speed_limit,(in,out)).
direction(driver_age,(in,out)).
direction(gt,(in,in)).
direction(lt,(in,in)).
