define my::thing() { notify { "in ${title}": } }
my::thing { '/etc/x': }
my::thing { 'Plain': }
