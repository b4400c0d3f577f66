class k {}
define d() { class { 'k': } }
d { ['a', 'b']: }
