$m = [1, 2, 3].map |$x| { if $x == 2 { next('skip') } $x }
notify { 'n': message => $m }
