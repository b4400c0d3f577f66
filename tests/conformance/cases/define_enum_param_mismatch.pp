define d(Enum['on', 'off'] $state = 'on') { notify { "${title} ${state}": } }
d { 'x': state => 'maybe' }
