$s = [3, 1, 2].sort |$a, $b| { compare($b, $a) }
notify { "${s}": }
