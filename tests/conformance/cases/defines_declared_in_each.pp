define d() { notify { "d-${title}": } }
['c', 'a', 'b'].each |$t| { d { $t: } }
