define my::thing { notify { "t-${name}": } }
my::thing { 'z': }
