notify { ['a', 'b', default]: }
notify { default: message => 'x' }
