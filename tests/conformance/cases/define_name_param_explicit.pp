define d($name = 'ignored') { notify { "t=${title} n=${name}": } }
d { 'tt': name => 'nn' }
