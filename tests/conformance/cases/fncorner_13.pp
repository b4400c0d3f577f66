notify { 'x': message => "${min('aaa','b','cc') |$a,$b| { compare($a.length, $b.length) }} ${max('aaa','b','cc') |$a,$b| { compare($a.length, $b.length) }}" }
