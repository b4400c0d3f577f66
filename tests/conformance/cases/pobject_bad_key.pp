$t = Object[{name => 'X', bogus => 1}]
