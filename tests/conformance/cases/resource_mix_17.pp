$r = [notify { 'a': }, notify { 'b': }]
notify { 'c': message => $r.map |$x| { $x.type } }
