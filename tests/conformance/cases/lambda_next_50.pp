function f($x) { if $x { next('early') } 'late' }
notify { 'x': message => "${f(true)} ${f(false)}" }
