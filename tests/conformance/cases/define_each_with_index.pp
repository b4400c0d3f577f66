define limit($value) { notify { "limit-${title}": message => $value } }
['nofile', 'nproc'].each |$i, $l| { limit { $l: value => $i * 1024 } }
