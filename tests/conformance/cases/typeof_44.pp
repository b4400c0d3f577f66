$t = type({a=>1})
notify { 'x': message => "${$t ? { Type[Hash] => 'hash', default => 'no' }}" }
