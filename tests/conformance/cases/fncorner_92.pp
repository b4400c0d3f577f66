$a = chomp(["a\n", "b\r\n", 'c'])
$b = chop("a\r\n")
$c = chop('abc')
notify { 'x': message => "${a} [${b}] ${c}" }
