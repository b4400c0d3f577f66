define a() { notify { "a-${title}": } b { "from-${title}": } }
define b() { notify { "b-${title}": } }
a { ['1', '2']: }
b { 'direct': }
notify { 'last': }
