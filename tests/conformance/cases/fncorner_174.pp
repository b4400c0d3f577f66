$d = Deferred('upcase', ['abc'])
notify { 'x': message => "${call($d)} ${$d =~ Deferred} ${type($d) =~ Type[Object]}" }
