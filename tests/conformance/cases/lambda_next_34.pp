notify { 'x': message => "${[3,1,2].sort |$a, $b| { if $a == 3 { break() } compare($a, $b) }}" }
