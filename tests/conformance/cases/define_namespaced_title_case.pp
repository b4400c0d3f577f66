define my::def($x = 1) { notify { "n-${title}": } }
my::def { 'T1': }
