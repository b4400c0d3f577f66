@notify { 'a': message => 'x' }
$v = Notify['a']['message']
notify { 'b': message => $v }
