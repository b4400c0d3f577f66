$a = lookup('x', String, 'first', 'dflt')
$b = lookup('y', undef, undef, 5)
$c = lookup({ 'name' => 'z', 'default_value' => 'hd' })
$d = lookup('w') |$k| { "computed-${k}" }
notify { "${a} ${b} ${c} ${d}": }
