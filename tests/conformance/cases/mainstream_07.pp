function mk(String $n) { notify { "fn-${n}": } }
mk('a')
['b', 'c'].each |$x| { mk($x) }
