$f = 'join'
$r = call($f, [1,2], '+')
notify { 'x': message => "${r}" }
