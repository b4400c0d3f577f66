notify { 'a': message => 'x' }
$m = Notify['a']['message']
notify { 'b': message => "got ${m}" }
notify { 'c': message => Notify['a']['withpath'] }
