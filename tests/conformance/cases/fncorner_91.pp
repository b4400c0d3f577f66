$a = chomp("a\r\n")
$b = chomp("a\n\r")
$c = chomp("a\r")
$d = chomp("a\n\n")
$e = chomp("a\r\r\n")
notify { 'x': message => "[${a}|${b}|${c}|${d}|${e}]" }
