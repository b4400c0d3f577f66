notify { ['a', default]: message => 'm' }
