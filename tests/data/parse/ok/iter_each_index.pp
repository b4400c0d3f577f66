['a', 'b'].each |$i, $v| { notify { "${i}:${v}": } }
