define d() { notify { "n-${title}": message => lookup('k') } }
d { ['one', 'two']: }
