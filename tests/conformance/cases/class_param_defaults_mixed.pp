class p($x = 'def', Integer $n = 3) { notify { "p-${x}-${n}": } }
class { 'p': x => 'given' }
