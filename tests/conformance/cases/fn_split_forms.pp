$v = 'a,b;c'
notify { 'x': message => [split($v, '[,;]'), split($v, /[,;]/), split('', ','), split('abc', '')] }
