define d($v = 'dv') { notify { "${title}=${v}": } }
d { default: v => 'dflt'; ['x', 'y']: ; 'z': v => 'own' }
