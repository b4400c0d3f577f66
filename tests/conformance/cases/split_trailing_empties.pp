$a = split('a,b,,c', ',')
$b = split('a,b,,', ',')
$c = split('a1b22c', /\d+/)
$d = split('abc', '')
notify { "${a} ${b} ${c} ${d} ${a.length} ${b.length}": }
