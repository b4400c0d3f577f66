$topvar = 'tv'
define d() { notify { "d sees ${topvar} ${::topvar}": } }
d { 'x': }
